import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useT } from '@i18n/translate';
import { josa } from '@/validation/josa';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { ConfirmWriteButton } from '@/screens/shared/ConfirmWriteButton';
import { useDialog } from '@/screens/shared/useDialog';

/**
 * 프로모션 복제 (POST paymentRandomNumber/duplicate/promotion/{id}) with the add flag: a confirmation,
 * then the copy is opened; the server's refusal stays in the dialog.
 */
export function DuplicatePromotionAction() {
  const t = useT();
  const record = useRecordContext();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const redirect = useRedirect();
  const dialog = useDialog();
  const canCreate = useCanAccess({ resource: 'paymentRandomNumber', action: 'create' }).canAccess === true;
  const duplicate = useMutation({
    mutationFn: () => dataProvider.paymentRandomNumberDuplicatePromotion(record?.id ?? ''),
    onSuccess: (copy) => {
      dialog.close();
      notify(t('badIssue.duplicate.done'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['paymentRandomNumber'] });
      redirect('edit', 'paymentRandomNumber', copy.id);
    },
  });
  if (!record || !canCreate) return null;
  return (
    <ConfirmWriteButton
      dialog={dialog}
      write={duplicate}
      sx={{ alignSelf: 'flex-end' }}
      label={t('badIssue.duplicate.button')}
      title={t('badIssue.duplicate.title')}
      message={t('badIssue.duplicate.confirm', { name: josa(`'${String(record.promotionName ?? '')}'`, '을/를') })}
      onConfirm={() => duplicate.mutateAsync().catch(() => undefined)}
    />
  );
}
