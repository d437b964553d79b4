import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useT } from '@i18n/translate';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';

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
  const [open, setOpen] = useState(false);
  const canCreate = useCanAccess({ resource: 'paymentRandomNumber', action: 'create' }).canAccess === true;
  const duplicate = useMutation({
    mutationFn: () => dataProvider.paymentRandomNumberDuplicatePromotion(record?.id ?? ''),
    onSuccess: (copy) => {
      setOpen(false);
      notify(t('badIssue.duplicate.done'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['paymentRandomNumber'] });
      redirect('edit', 'paymentRandomNumber', copy.id as string | number);
    },
  });
  if (!record || !canCreate) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-end' }}
        onClick={() => {
          duplicate.reset();
          setOpen(true);
        }}
      >
        {t('badIssue.duplicate.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('badIssue.duplicate.title')}
        message={t('badIssue.duplicate.confirm', { name: String(record.promotionName ?? '') })}
        pending={duplicate.isPending}
        error={duplicate.error}
        onConfirm={() => duplicate.mutateAsync().catch(() => undefined)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
