import type { ScreenDeclaration } from '@/declarations/types';
import { failureKind, type FailureKind } from '@/http/failures';
import type { AppDataProvider } from '@/providers/dataProvider/types';
import { excelMeta } from '@/providers/dataProvider/listQuery';
import { columnFields } from '../declaration';
import { excelSheet, excelSpec, totalsLine, type ExcelLookups, type ExcelRecord } from '../list/excel';
import { listSummary } from '../list/listMeta';
import { startWorkbook } from './workbookBuilder';

/** Rows one list call of an export reads. */
export const EXPORT_PAGE_SIZE = 5000;

/** Rows typed (kind registry, masking) in one task of the page's thread. */
const TYPED_SLICE = 250;

/** A new task of the page's thread: a message (timers are throttled to one a second in a background tab). */
function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The most rows one export writes (docs/decisions.md "Exports of any size"): beyond it the
 * operator is told to narrow the filter before anything is read. An .xlsx sheet holds 1,048,576.
 */
export const EXPORT_MAX_ROWS = 300_000;

export interface ExportQuery {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

export interface ExportProgress {
  written: number;
  total: number;
}

/** The filter holds more rows than an export may write (found on the first page's total). */
export class ExportCeilingError extends Error {
  constructor(readonly total: number) {
    super(`more than ${EXPORT_MAX_ROWS} rows`);
  }
}

export const tooManyRows = (total: number | undefined): boolean => (total ?? 0) > EXPORT_MAX_ROWS;

/** A refusal (4xx, the 401 rule) is the same on a second try; a lost or failed answer may not be. */
const RETRIED: ReadonlySet<FailureKind> = new Set(['network', 'timeout', 'badReply', 'server', 'unknown']);

async function twice<T>(read: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (signal.aborted || !RETRIED.has(failureKind(error))) throw error;
    return read();
  }
}

async function loadCodes(dataProvider: AppDataProvider, screen: ScreenDeclaration): Promise<ExcelLookups['codes']> {
  const codes: ExcelLookups['codes'] = {};
  for (const field of columnFields(screen)) if (field.kind === 'code' && field.codeGroup) codes[field.source] = await dataProvider.getCodes(field.codeGroup);
  return codes;
}

/** The names of the records a page's reference columns point at (one `getMany` per column and page). */
async function loadReferences(dataProvider: AppDataProvider, screen: ScreenDeclaration, records: readonly ExcelRecord[], signal: AbortSignal) {
  const references: ExcelLookups['references'] = {};
  for (const field of columnFields(screen)) {
    if (field.kind !== 'reference' || !field.reference || !field.referenceLabel) continue;
    const ids = [
      ...new Set(records.map((record) => record[field.source]).filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')),
    ].filter((id) => id !== '');
    const reference = field.reference;
    const { data } = ids.length ? await twice(() => dataProvider.getMany(reference, { ids, signal }), signal) : { data: [] };
    const label = field.referenceLabel;
    references[field.source] = new Map(data.map((record) => [String(record.id), String(record[label] ?? '')]));
  }
  return references;
}

export interface ListExport {
  dataProvider: AppDataProvider;
  screen: ScreenDeclaration;
  query: ExportQuery;
  /** The download reason (a screen with personal data): sent once, in the body of `POST privacy/download`. */
  reason: string | undefined;
  /** The rows the list said the filter holds (the server logs it with the reason). */
  rows: number | undefined;
  unmasked: boolean;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}

/**
 * Asks the server for the export's key (`POST privacy/download` with the reason and row count,
 * logged once: issue 34 item 6b), then reads every row of the filter page by page
 * (`EXPORT_PAGE_SIZE` a call, each marked as an Excel read with the key; a failed page tried once more) while the workbook builder writes the
 * previous page, then gives the file, with the first page's 합계 under the rows. An abort or a
 * failure drops what was written: nothing is saved.
 */
export async function exportList({ dataProvider, screen, query, reason, rows, unmasked, signal, onProgress }: ListExport): Promise<Blob> {
  const fields = columnFields(screen);
  const downloadKey = await dataProvider.startDownload({ resource: screen.name, ...(reason ? { reason } : {}), rows: rows ?? 0 });
  signal.throwIfAborted();
  const codes = await loadCodes(dataProvider, screen);
  const builder = startWorkbook(excelSpec(screen.label, excelSheet(fields, [], { codes, references: {} }, { unmasked }).columns));
  try {
    let writing = Promise.resolve();
    let summary: Readonly<Record<string, number>> | undefined;
    let written = 0;
    for (let page = 1; ; page += 1) {
      const reply = await twice(
        () =>
          dataProvider.getList(screen.name, {
            pagination: { page, perPage: EXPORT_PAGE_SIZE },
            sort: query.sort,
            filter: query.filter,
            meta: excelMeta(downloadKey),
            signal,
          }),
        signal,
      );
      await nextTask(); // the reply's parsing was one task: the typing starts in the next
      const total = reply.total ?? written + reply.data.length;
      if (tooManyRows(total)) throw new ExportCeilingError(total);
      if (page === 1) summary = listSummary(reply.meta);
      const records = reply.data as ExcelRecord[];
      const lookups = { codes, references: await loadReferences(dataProvider, screen, records, signal) };
      // typed in slices, the page's thread given back between them: no long task for a page
      for (let from = 0; from < records.length; from += TYPED_SLICE) {
        const { rows } = excelSheet(fields, records.slice(from, from + TYPED_SLICE), lookups, { unmasked });
        await writing;
        writing = builder.add(rows);
        writing.catch(() => undefined); // awaited before the next slice; a failed read first must not leave it unhandled
        await nextTask();
        signal.throwIfAborted();
      }
      written += records.length;
      onProgress({ written, total: Math.max(total, written) });
      if (records.length < EXPORT_PAGE_SIZE || written >= total) break;
    }
    await writing;
    signal.throwIfAborted();
    return await builder.finish(totalsLine(fields, summary));
  } finally {
    builder.dispose();
  }
}
