import { useMemo } from 'react';
import { Pagination, useListContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { displayedRows } from '@/screens/shared/displayedRows';
import { LoadFailure } from '@/screens/shared/LoadFailure';

/**
 * What a generic list shows when its read fails (react-admin's `error` slot): it says so with a
 * retry instead of '데이터가 없습니다', and hides its pager.
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
