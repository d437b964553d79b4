import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useEditContext, type RaRecord } from 'react-admin';
import { useT } from '@i18n/translate';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { PasswordSetup, freshPasswordSetup } from '../PasswordSetup';
import { useResetPassword } from '../useAccountActions';

/** 비밀번호 초기화: a temporary password made here, shown to pass on, set with '확인' (PUT admin/update). */
export function ResetPasswordAction({ account }: { account: RaRecord }) {
  const t = useT();
  const { refetch } = useEditContext();
  const [open, setOpen] = useState(false);
  const [setup, setSetup] = useState(freshPasswordSetup);
  const reset = useResetPassword(account, () => {
    setOpen(false);
    void refetch();
  });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          reset.reset();
          setSetup(freshPasswordSetup());
          setOpen(true);
        }}
      >
        {t('settings.account.actions.resetPassword')}
      </Button>
      <ActionDialog
        open={open}
        title={t('settings.account.reset.title')}
        onClose={() => setOpen(false)}
        onSubmit={() => reset.mutate(setup.password)}
        pending={reset.isPending}
        error={reset.error}
        submitLabel={t('workspace.ok')}
      >
        <Typography>{t('settings.account.reset.guide', { adminId: String(account.adminId) })}</Typography>
        <PasswordSetup value={setup} onChange={setSetup} disabled={reset.isPending} temporaryOnly />
      </ActionDialog>
    </>
  );
}
