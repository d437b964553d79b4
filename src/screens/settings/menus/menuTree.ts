import type { GetListParams, RaRecord } from 'react-admin';

/** /menu reads the whole menu at once (`GET menu/list`): a tree is not paged. */
export const MENU_TREE_READ: GetListParams = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'DESC' }, filter: {} };

/** A row of `menu/list` (read as flat rows, each with its parent's code) placed in the three-level tree. */
export interface MenuTreeRow {
  record: RaRecord;
  depth: number;
  /** Has menus under it (an area or a menu group). */
  parent: boolean;
  /** The codes of its ancestors, outermost first (to hide it when one is folded). */
  ancestors: string[];
}

const codeOf = (record: RaRecord) => String(record.menuCd ?? '');
const parentOf = (record: RaRecord) => (record.upMenuCd ? String(record.upMenuCd) : null);

/** The rows depth first, siblings by `sortOrder` (pure): whatever order the list came in. */
export function menuTreeRows(records: readonly RaRecord[]): MenuTreeRow[] {
  const children = new Map<string | null, RaRecord[]>();
  for (const record of records) children.set(parentOf(record), [...(children.get(parentOf(record)) ?? []), record]);
  // a server without `sortOrder` keeps its own order (a stable sort of equal keys)
  const order = (record: RaRecord) => Number(record.sortOrder) || 0;
  for (const list of children.values()) list.sort((a, b) => order(a) - order(b));
  const walk = (parent: string | null, ancestors: string[]): MenuTreeRow[] =>
    (children.get(parent) ?? []).flatMap((record) => [
      { record, depth: ancestors.length, parent: children.has(codeOf(record)), ancestors },
      ...walk(codeOf(record), [...ancestors, codeOf(record)]),
    ]);
  return walk(null, []);
}

/** The rows an operator sees with `folded` parents closed. */
export const visibleRows = (rows: readonly MenuTreeRow[], folded: ReadonlySet<string>): MenuTreeRow[] =>
  rows.filter((row) => !row.ancestors.some((code) => folded.has(code)));
