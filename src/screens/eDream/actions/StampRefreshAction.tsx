import { useT } from '@i18n/translate';
import { ConfirmWriteButton } from '@/screens/shared/ConfirmWriteButton';
import { useDialog } from '@/screens/shared/useDialog';
import type { EDreamCase } from '../types';
import { useEDreamWrite } from '../useEDreamActions';

/** 스탬프 새로고침 (POST eDreamSet/stampRefresh/{id}): the server counts the stamps again from the history. */
export function StampRefreshAction({ record }: { record: EDreamCase }) {
  const t = useT();
  const dialog = useDialog();
  const run = useEDreamWrite('stampRefresh', record.id, dialog.close);
  return (
    <ConfirmWriteButton
      dialog={dialog}
      write={run}
      label={t('eDream.case.actions.stampRefresh')}
      message={t('eDream.case.confirm.stampRefresh')}
      onConfirm={() => run.mutateAsync(undefined)}
    />
  );
}
