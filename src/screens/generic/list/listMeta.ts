/**
 * What a list reply carried beside its rows, as the dataProvider hands it to react-admin in the
 * list's `meta` (crud.ts): the chart's points and the sums of the filter (docs/api.md).
 */
interface ListMeta {
  graphList?: unknown;
  summary?: Record<string, number>;
}

const metaOf = (meta: unknown): ListMeta | undefined => (typeof meta === 'object' && meta !== null ? meta : undefined);

/** The sums a list reply carried (`summary`, already read by `readList`), if any. */
export const listSummary = (meta: unknown): Readonly<Record<string, number>> | undefined => metaOf(meta)?.summary;

/** The chart points a list reply carried (`graphList`), as sent. */
export const listGraph = (meta: unknown): unknown => metaOf(meta)?.graphList;
