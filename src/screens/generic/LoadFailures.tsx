import { useMemo } from 'react';
import { Pagination, useEditContext, useListContext, useNotify, useRedirect, useShowContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { failureKind } from '@/http/failures';
import { displayedRows } from '@/screens/shared/displayedRows';
import { LoadFailure } from '@/screens/shared/LoadFailure';

/**
 * What a generic screen shows when its read fails (react-admin's `error` slot): a list that
 * failed says so with a retry instead of '데이터가 없습니다', and hides its pager; a detail that
 * failed says it could not be loaded, with a retry. Only a 404 says '존재하지 않는 항목입니다.'
 * and goes back to the list (react-admin's own handling, kept for that case alone).
 */
export function ListFailure() {
  const t = useT();
  const { error, refetch } = useListContext();
  return <LoadFailure title={t('trust.list.failed')} error={error} onRetry={() => void refetch()} />;
}

/** The pager ('1-20 / 총 1,261건'), hidden while the list shows a failure (its total would be a stale one). */
export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const t = useT();
  const { error } = useListContext();
  // react-admin passes `labelDisplayedRows` on to MUI's TablePagination; its props type leaves it out
  const pager = useMemo(() => ({ rowsPerPageOptions, labelDisplayedRows: displayedRows(t) }), [rowsPerPageOptions, t]);
  return error ? null : <Pagination {...pager} />;
}

export function ShowFailure() {
  const t = useT();
  const { error, refetch } = useShowContext();
  return <LoadFailure title={t('trust.detail.failed')} error={error} onRetry={() => void refetch()} />;
}

export function EditFailure() {
  const t = useT();
  const { error, refetch } = useEditContext();
  return <LoadFailure title={t('trust.detail.failed')} error={error} onRetry={() => void refetch()} />;
}

/** `queryOptions` of a Show/Edit: a 404 is "no such item" (back to the list); any other failure stays on the page. */
export function useDetailQueryOptions(resource: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return useMemo(
    () => ({
      onError: (error: unknown) => {
        if (failureKind(error) !== 'notFound') return;
        notify('ra.notification.item_doesnt_exist', { type: 'error' });
        redirect('list', resource);
      },
    }),
    [notify, redirect, resource],
  );
}
