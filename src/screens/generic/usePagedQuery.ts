import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedTableProps } from './PagedTable';
import { usePageParams } from '@/screens/shared/usePageParams';

type Row = Record<string, unknown>;

/**
 * A server-paged read for the page and size in the URL (usePageParams): `queryKey` plus the page
 * and size key the query; the previous page stays on screen while the next one loads.
 */
export function usePagedQuery<T extends Row>(
  queryKey: readonly unknown[],
  fetchPage: (paging: { page: number; size: number }) => Promise<{ list: T[]; totalCnt: number }>,
) {
  const paging = usePageParams();
  const { page, size } = paging;
  const query = useQuery({ queryKey: [...queryKey, page, size], queryFn: () => fetchPage({ page, size }), placeholderData: keepPreviousData });
  return { ...paging, query, rows: query.data?.list ?? [], total: query.data?.totalCnt };
}

export type PagedQuery<T extends Row = Row> = ReturnType<typeof usePagedQuery<T>>;

/** What PagedTable needs of a paged read: rows, '총 N건', paging, progress, failure and retry. */
export function pagedTableProps<T extends Row>({
  rows,
  total,
  page,
  size,
  setPage,
  setSize,
  query,
}: PagedQuery<T>): Omit<PagedTableProps<T>, 'label' | 'columns' | 'rowKey'> {
  return { rows, total, page, size, onPage: setPage, onSize: setSize, loading: query.isFetching, error: query.error, onRetry: () => void query.refetch() };
}
