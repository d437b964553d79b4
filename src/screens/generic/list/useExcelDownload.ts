import { useMutation } from '@tanstack/react-query';
import type { ScreenDeclaration } from '@/declarations/types';
import { saveFile } from '@/http/download';
import { excelMeta } from '@/providers/dataProvider/listQuery';
import type { AppDataProvider } from '@/providers/dataProvider/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { columnFields } from '../declaration';
import { buildWorkbook, excelFileName, excelSheet, totalsLine, type ExcelLookups, type ExcelRecord } from './excel';
import { listSummary } from './listMeta';

/** Upper bound of rows one export reads (the current filter, every page). */
export const EXCEL_MAX_ROWS = 10000;

export interface ExportQuery {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  total: number | undefined;
}

async function loadLookups(dataProvider: AppDataProvider, screen: ScreenDeclaration, records: readonly ExcelRecord[]): Promise<ExcelLookups> {
  const lookups: ExcelLookups = { codes: {}, references: {} };
  for (const field of columnFields(screen)) {
    if (field.kind === 'code' && field.codeGroup) lookups.codes[field.source] = await dataProvider.getCodes(field.codeGroup);
    if (field.kind === 'reference' && field.reference && field.referenceLabel) {
      const ids = [...new Set(records.map((record) => record[field.source]).filter((id) => id !== null && id !== undefined && id !== ''))];
      const { data } = ids.length ? await dataProvider.getMany(field.reference, { ids: ids as (string | number)[] }) : { data: [] };
      const label = field.referenceLabel;
      lookups.references[field.source] = new Map(data.map((record) => [String(record.id), String(record[label] ?? '')]));
    }
  }
  return lookups;
}

/**
 * Reads every row of the current filter in one list call marked as an Excel download
 * (`excelYn=Y`, and the reason when asked), then saves it as `{label}_{YYYYMMDD}.xlsx`, with the
 * reply's 합계 under the rows when it carries one.
 */
async function exportList(dataProvider: AppDataProvider, screen: ScreenDeclaration, query: ExportQuery, reason: string | undefined, unmasked: boolean) {
  const perPage = Math.min(Math.max(query.total ?? EXCEL_MAX_ROWS, 1), EXCEL_MAX_ROWS);
  const { data, meta } = await dataProvider.getList(screen.name, {
    pagination: { page: 1, perPage },
    sort: query.sort,
    filter: query.filter,
    meta: excelMeta(reason),
  });
  const records = data as ExcelRecord[];
  const fields = columnFields(screen);
  const sheet = {
    ...excelSheet(fields, records, await loadLookups(dataProvider, screen, records), { unmasked }),
    totals: totalsLine(fields, listSummary(meta)),
  };
  saveFile({ blob: await buildWorkbook(screen.label, sheet), fileName: excelFileName(screen.label) });
}

/** The download as a mutation: `mutate(reason)` (undefined for a screen without personal data). */
export function useExcelDownload(screen: ScreenDeclaration, query: ExportQuery, { unmasked }: { unmasked: boolean }) {
  const dataProvider = useAppDataProvider();
  return useMutation({
    mutationFn: (reason: string | undefined) => exportList(dataProvider, screen, query, reason, unmasked),
  });
}
