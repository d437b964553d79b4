import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRedirect, type RaRecord } from 'react-admin';
import { useT } from '@i18n/translate';
import { formatNumber } from '@/format';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { MemberSearch } from '@/screens/shared/MemberSearch';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import type { MemberRecord } from '../types';
import { useMemberWrite } from '../useMemberActions';

/**
 * 회원 통합: search the other member, choose which one stays, preview what moves (the merged
 * member's stamps, usable coupons and cards, from its statistics), confirm, POST member/combine.
 * When this member is the one merged away, the detail of the one kept opens.
 */
export function CombineAction({ member }: { member: MemberRecord }) {
  const t = useT();
  const redirect = useRedirect();
  const dataProvider = useAppDataProvider();
  const dialog = useDialog();
  const [other, setOther] = useState<RaRecord | null>(null);
  const [keepThis, setKeepThis] = useState(true);
  const [problem, setProblem] = useState('');
  const from = other ? (keepThis ? String(other.cusId) : member.cusId) : undefined;
  const to = other ? (keepThis ? member.cusId : String(other.cusId)) : undefined;
  const preview = useQuery({
    queryKey: ['member', 'statistic', from],
    enabled: dialog.open && from !== undefined,
    queryFn: () => dataProvider.memberStatistic(from ?? ''),
  });
  const combine = useMemberWrite('combine', member.cusId, () => {
    dialog.close();
    if (to !== member.cusId && to) redirect('show', 'member', to);
  });
  const start = () => {
    setOther(null);
    setKeepThis(true);
    setProblem('');
  };
  const next = () => {
    const found = !other ? t('member.combine.selectFirst') : String(other.cusId) === member.cusId ? t('member.combine.sameMember') : '';
    setProblem(found);
    if (!found) dialog.setConfirming(true);
  };
  const stats = preview.data;
  return (
    <>
      <OpenDialogButton dialog={dialog} write={combine} onOpen={start}>
        {t('member.actions.combine')}
      </OpenDialogButton>
      <ActionDialog
        open={dialog.open && !dialog.confirming}
        title={t('member.combine.title')}
        onClose={dialog.close}
        onSubmit={next}
        error={combine.error}
        submitLabel={t('member.combine.submit')}
      >
        <Typography variant="body2">{t('member.combine.guide')}</Typography>
        <MemberSearch
          selected={other}
          onSelect={(found) => {
            setOther(found);
            setProblem('');
          }}
        />
        {problem && <Alert severity="warning">{problem}</Alert>}
        <div>
          <FormLabel id="combine-direction">{t('member.combine.direction')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="combine-direction"
            value={keepThis ? 'this' : 'other'}
            onChange={(event) => setKeepThis(event.target.value === 'this')}
          >
            <FormControlLabel value="this" control={<Radio />} label={t('member.combine.keepThis', { id: member.cusId })} />
            <FormControlLabel value="other" control={<Radio />} label={t('member.combine.keepOther')} />
          </RadioGroup>
        </div>
        {from && to && (
          <Alert severity="info" data-testid="combine-preview">
            {t('member.combine.preview', { from, to })}
            <br />
            {stats
              ? t('member.combine.moves', {
                  stamps: formatNumber(stats.stampCnt),
                  coupons: formatNumber(stats.couponAvailableCnt),
                  cards: formatNumber(stats.cardCnt),
                })
              : preview.error?.message || t('member.combine.previewLoading')}
          </Alert>
        )}
      </ActionDialog>
      <ConfirmDialog
        open={dialog.open && dialog.confirming}
        destructive
        title={t('member.combine.title')}
        message={t('member.combine.confirm', { from: from ?? '', to: to ?? '' })}
        pending={combine.isPending}
        error={combine.error}
        onConfirm={async () => from && to && combine.mutateAsync({ fromCusId: from, toCusId: to })}
        onClose={() => dialog.setConfirming(false)}
      />
    </>
  );
}
