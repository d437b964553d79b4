import { useT } from '@i18n/translate';
import { formatNumber } from '@/format';
import { ConfirmWriteButton } from '@/screens/shared/ConfirmWriteButton';
import { useDialog } from '@/screens/shared/useDialog';
import type { EDreamCase } from '../types';
import { useEDreamWrite } from '../useEDreamActions';
import { useCaseBlocks } from '../useCaseBlocks';

/** 티켓 발급 (POST eDreamSet/ticket/{id}): spends the goal's stamps on an exchange ticket; not while one is out or with too few stamps. */
export function TicketAction({ record }: { record: EDreamCase }) {
  const t = useT();
  const dialog = useDialog();
  const run = useEDreamWrite('ticket', record.id, dialog.close);
  const { goal, ticket } = useCaseBlocks(record);
  return (
    <ConfirmWriteButton
      dialog={dialog}
      write={run}
      variant="contained"
      disabled={ticket !== undefined}
      label={t('eDream.case.actions.ticket')}
      message={t('eDream.case.confirm.ticket', { goal: formatNumber(goal ?? 0), count: formatNumber(record.stampCnt) })}
      onConfirm={() => run.mutateAsync(undefined)}
    />
  );
}
