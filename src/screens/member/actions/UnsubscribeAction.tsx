import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { marketingChannelChoices } from '@resources/members/accounts';
import type { MarketingChannel } from '@/providers/dataProvider/families/member';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import type { MemberRecord } from '../types';
import { useMemberWrite } from '../useMemberActions';

const FLAG: Record<MarketingChannel, 'smsYn' | 'pushYn' | 'emailYn'> = { SMS: 'smsYn', PUSH: 'pushYn', EMAIL: 'emailYn' };

/** 수신 거부: opt the member out of marketing per channel (POST member/unsubscribe); /unsolicitedMarketing lists it. */
export function UnsubscribeAction({ member }: { member: MemberRecord }) {
  const t = useT();
  const dialog = useDialog<MarketingChannel[]>(() => []);
  const [problem, setProblem] = useState('');
  const save = useMemberWrite('unsubscribe', member.cusId, dialog.close);
  const toggle = (channel: MarketingChannel) =>
    dialog.setValue(dialog.value.includes(channel) ? dialog.value.filter((chosen) => chosen !== channel) : [...dialog.value, channel]);
  const submit = () => {
    setProblem(dialog.value.length ? '' : t('member.unsubscribe.required'));
    if (dialog.value.length) save.mutate(dialog.value);
  };
  return (
    <>
      <OpenDialogButton dialog={dialog} write={save} onOpen={() => setProblem('')}>
        {t('member.actions.unsubscribe')}
      </OpenDialogButton>
      <ActionDialog
        open={dialog.open}
        title={t('member.unsubscribe.title')}
        onClose={dialog.close}
        onSubmit={submit}
        pending={save.isPending}
        error={save.error}
        submitLabel={t('member.unsubscribe.submit')}
      >
        <Typography variant="body2">{t('member.unsubscribe.guide')}</Typography>
        <FormGroup>
          {marketingChannelChoices.map(({ id, name }) => {
            const channel = id as MarketingChannel;
            const off = member[FLAG[channel]] !== 'Y';
            return (
              <FormControlLabel
                key={channel}
                control={<Checkbox name={channel} checked={off || dialog.value.includes(channel)} disabled={off} onChange={() => toggle(channel)} />}
                label={off ? `${name} (${t('member.unsubscribe.already')})` : name}
              />
            );
          })}
        </FormGroup>
        {problem && <FormHelperText error>{problem}</FormHelperText>}
      </ActionDialog>
    </>
  );
}
