import { getQuery, parseQueryFromLocation, type GetListParams } from 'react-admin';
import { periodDefaults } from '@/declarations/period';
import type { ScreenDeclaration } from '@/declarations/types';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [20, 50, 100];

/** What react-admin's store holds for a list never changed (useListParams' default). */
const NOTHING_STORED = { sort: null, order: null, page: 1, perPage: null, filter: {}, displayedFilters: {} };

/** react-admin's sort of a list that declares none (useListParams). */
const UNDECLARED_SORT = { field: 'id', order: 'ASC' } as const;

/**
 * The first page a generic list asks for, as its `<List>` reckons it (react-admin's `getQuery`,
 * the helper of its useListParams): the address's query, else the params the store kept from the
 * last visit, else the declaration's defaults (its period, 20 rows, its sort). The page load reads
 * it ahead (src/app/readAhead.ts), so it must be exactly what the list will send.
 */
export function firstListRead(screen: ScreenDeclaration, search: string, stored: (key: string, fallback: unknown) => unknown): GetListParams {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: stored(`${screen.name}.listParams`, NOTHING_STORED),
    filterDefaultValues: periodDefaults(screen),
    sort: screen.sort ?? UNDECLARED_SORT,
    perPage: DEFAULT_PAGE_SIZE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
}
