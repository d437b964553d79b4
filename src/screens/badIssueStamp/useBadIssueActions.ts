import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useListContext, useNotify } from 'react-admin';
import type { BadIssueProcess } from '@/providers/dataProvider/families/badIssueStamp';
import type { AppDataProvider } from '@/providers/dataProvider/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

/** The two writes on chosen detections: 적립 취소 (the delete flag) and 탐지 예외 (the modify flag), as the server's gate checks. */
const writes = {
  cancel: (dp: AppDataProvider, input: BadIssueProcess) => dp.badIssueStampCancel(input),
  except: (dp: AppDataProvider, input: BadIssueProcess) => dp.badIssueStampExcept(input),
};
export type BadIssueWrite = keyof typeof writes;

export function useBadIssueRights(): Record<BadIssueWrite, boolean> {
  const cancel = useCanAccess({ resource: 'badIssueStamp', action: 'delete' }).canAccess === true;
  const except = useCanAccess({ resource: 'badIssueStamp', action: 'edit' }).canAccess === true;
  return { cancel, except };
}

/**
 * A write on the list's chosen rows. Success: the Korean result, the selection cleared and the
 * detections read again (a cancelled row shows 적립 취소, an excepted member's rows 예외 처리).
 * A refusal is the mutation's error, shown by the dialog that stays open with its reason.
 */
export function useBadIssueWrite(write: BadIssueWrite, doneMessage: string, onDone: () => void) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { onUnselectItems } = useListContext();
  return useMutation({
    mutationFn: (input: BadIssueProcess) => writes[write](dataProvider, input),
    onSuccess: () => {
      notify(doneMessage, { type: 'success' });
      onUnselectItems();
      void queryClient.invalidateQueries({ queryKey: ['badIssueStamp'] });
      onDone();
    },
  });
}
