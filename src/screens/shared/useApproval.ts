import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { ApprovalInput } from '@/providers/dataProvider/families/approval';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

/**
 * 결재 (issue 37 item 2) from a workspace: the requests of a record (its pending one shows on the
 * record) and the request sent instead of an action over its threshold. The server's message
 * ('결재 요청이 등록되었습니다.') is the success notice; a refusal stays in the dialog.
 */
export function useRecordApprovals(targetKey: string) {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['approval', 'ofRecord', targetKey], queryFn: ({ signal }) => dataProvider.approvalsOfRecord(targetKey, signal) });
}

export function useApprovalRequest(onDone?: () => void) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (input: ApprovalInput) => dataProvider.requestApproval(input),
    onSuccess: ({ msg }) => {
      notify(msg, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['approval'] });
      onDone?.();
    },
  });
}
