import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Identifier } from 'react-admin';
import { useT } from '@i18n/translate';
import { formatDateTime, formatNumber } from '@/format';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import { useEDreamWrite } from '../useEDreamActions';

/** '지급' of a stamp gift (POST eDreamStampGift/issuedEdreamStamp/{id}): its stamps go to the customer's eDream case, once. */
export function GiftIssueAction({ gift }: { gift: Record<string, unknown> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const run = useEDreamWrite('giftIssue', gift.id as Identifier, () => setOpen(false));
  const count = formatNumber(Number(gift.stampCnt) || 0);
  return (
    <>
      <Button
        size="small"
        aria-label={t('eDream.case.actions.giftIssueOf', { date: formatDateTime(gift.giftDt as string), count })}
        onClick={() => {
          run.reset();
          setOpen(true);
        }}
      >
        {t('eDream.case.actions.giftIssue')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('eDream.case.actions.giftIssue')}
        message={t('eDream.case.confirm.giftIssue', { count })}
        pending={run.isPending}
        error={run.error}
        onConfirm={() => run.mutateAsync(undefined)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
