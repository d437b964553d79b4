import type { XlsxSpec, XlsxValue } from './xlsxWriter';

/** What the page asks the export's worker, one at a time, and what it answers. */
export type WorkbookRequest = { type: 'start'; spec: XlsxSpec } | { type: 'rows'; rows: XlsxValue[][] } | { type: 'finish'; totals?: XlsxValue[] };

export type WorkbookReply = { type: 'written' } | { type: 'done'; blob: Blob } | { type: 'failed'; message: string };
