import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLogout } from 'react-admin';
import type { LogoutParams } from '@/providers/authProvider';

/**
 * react-admin's logout with the reads in flight cancelled first: answered after the session
 * ended they would come back 401, and the 401 rule would reload the page on its way to /login.
 * (The authProvider aborts their requests too; cancelling here keeps react-query from showing
 * them as failures or retrying them.)
 */
export function useSignOut(): (params?: LogoutParams) => Promise<void> {
  const logout = useLogout();
  const queryClient = useQueryClient();
  return useCallback(
    async (params?: LogoutParams) => {
      await queryClient.cancelQueries();
      await logout(params);
    },
    [logout, queryClient],
  );
}
