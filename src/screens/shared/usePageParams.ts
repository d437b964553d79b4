import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Rows per page of a workspace's paged tables (DESIGN: 20/50/100), the first the default. */
export const WORKSPACE_PAGE_SIZES = [20, 50, 100] as const;

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * The page and page size of a paged table, kept in the URL (`?page=2&size=50`) so that a reload
 * or the browser's back button returns to them. Changing the size goes back to page 1.
 */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const size = (WORKSPACE_PAGE_SIZES as readonly number[]).includes(Number(params.get('size'))) ? Number(params.get('size')) : WORKSPACE_PAGE_SIZES[0];
  const page = positive(params.get('page'), 1);
  const update = useCallback(
    (patch: Record<string, string>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) next.set(key, value);
        return next;
      }),
    [setParams],
  );
  return {
    page,
    size,
    setPage: useCallback((next: number) => update({ page: String(next) }), [update]),
    setSize: useCallback((next: number) => update({ size: String(next), page: '1' }), [update]),
  };
}
