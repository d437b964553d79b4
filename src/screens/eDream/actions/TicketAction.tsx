import Button from '@mui/material/Button';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { formatNumber } from '@/format';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import type { EDreamCase } from '../types';
import { useEDreamWrite } from '../useEDreamActions';
import { useEDreamSetting } from '../useEDreamCase';

/** 티켓 발급 (POST eDreamSet/ticket/{id}): spends the goal's stamps on an exchange ticket; not while one is issued or used. */
export function TicketAction({ record }: { record: EDreamCase }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const run = useEDreamWrite('ticket', record.id, () => setOpen(false));
  const goal = useEDreamSetting().data?.goalStamp;
  const label = t('eDream.case.actions.ticket');
  return (
    <>
      <Button
        size="small"
        variant="contained"
        disabled={record.ticketStatus === 'ISSUED' || record.ticketStatus === 'USED'}
        onClick={() => {
          run.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={label}
        message={t('eDream.case.confirm.ticket', { goal: formatNumber(goal ?? 0), count: formatNumber(record.stampCnt) })}
        pending={run.isPending}
        error={run.error}
        onConfirm={() => run.mutateAsync(undefined)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
