import Typography from '@mui/material/Typography';
import { useEditContext, type RaRecord } from 'react-admin';
import { useT } from '@i18n/translate';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { useDialog } from '@/screens/shared/useDialog';
import { PasswordSetup, freshPasswordSetup } from '../PasswordSetup';
import { useResetPassword } from '../useAccountActions';

/** 비밀번호 초기화: a temporary password made here, shown to pass on, set with '확인' (PUT admin/update). */
export function ResetPasswordAction({ account }: { account: RaRecord }) {
  const t = useT();
  const { refetch } = useEditContext();
  const dialog = useDialog(freshPasswordSetup);
  const setup = dialog.value;
  const reset = useResetPassword(account, () => {
    dialog.close();
    void refetch();
  });
  return (
    <>
      <OpenDialogButton dialog={dialog} write={reset}>
        {t('settings.account.actions.resetPassword')}
      </OpenDialogButton>
      <ActionDialog
        open={dialog.open}
        title={t('settings.account.reset.title')}
        onClose={dialog.close}
        onSubmit={() => reset.mutate(setup.password)}
        pending={reset.isPending}
        error={reset.error}
        submitLabel={t('workspace.ok')}
      >
        <Typography>{t('settings.account.reset.guide', { adminId: String(account.adminId) })}</Typography>
        <PasswordSetup value={setup} onChange={dialog.setValue} disabled={reset.isPending} temporaryOnly />
      </ActionDialog>
    </>
  );
}
