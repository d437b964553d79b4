import Stack from '@mui/material/Stack';
import { useRecordContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { useScreenRights } from '@/auth/useScreenRights';
import { useSession } from '@/providers/session';
import { DuplicateAccountAction } from './actions/DuplicateAccountAction';
import { ResetPasswordAction } from './actions/ResetPasswordAction';

/** 복제 with the add flag; 비밀번호 초기화 with the modify flag, never on one's own account. */
export function AccountActions() {
  const t = useT();
  const account = useRecordContext();
  const rights = useScreenRights('user');
  const self = useSession().auth?.adminId;
  if (!account) return null;
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end" role="toolbar" aria-label={t('settings.account.actions.label')} sx={{ width: '100%' }}>
      {rights.create && <DuplicateAccountAction source={account} />}
      {rights.edit && account.adminId !== self && <ResetPasswordAction account={account} />}
    </Stack>
  );
}
