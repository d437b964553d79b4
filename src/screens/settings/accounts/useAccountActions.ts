import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, type RaRecord } from 'react-admin';
import { useT } from '@i18n/translate';
import type { AdminDuplicateBody } from '@/providers/dataProvider/families/admin';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

/**
 * The account writes beyond the form's own save, as react-query mutations over the typed
 * dataProvider: 복제 (POST admin/duplicate) and the password reset (PUT admin/update with a
 * temporary password). A refusal is left to the dialog that asked.
 */
export function useDuplicateAccount(onDone: (adminId: string) => void) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  return useMutation({
    mutationFn: (body: AdminDuplicateBody) => dataProvider.adminDuplicate(body),
    onSuccess: (account) => {
      notify(t('settings.account.duplicate.done'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      onDone(String(account.adminId));
    },
  });
}

export function useResetPassword(account: RaRecord, onDone: () => void) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  return useMutation({
    mutationFn: (adminPwd: string) =>
      dataProvider.update('user', { id: account.id, data: { adminId: account.adminId, adminPwd, pwdTempYn: 1, rev: account.rev }, previousData: account }),
    onSuccess: () => {
      notify(t('settings.account.reset.done'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      onDone();
    },
  });
}
