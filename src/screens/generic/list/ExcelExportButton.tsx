import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { Button, useListContext, useNotify } from 'react-admin';
import { appMessages } from '@i18n/ko/app';
import { saveFile } from '@/http/download';
import type { AppDataProvider } from '@/providers/dataProvider/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { ScreenDeclaration } from '@/declarations/types';
import { columnFields } from '../declaration';
import { useScreen } from '../ScreenContext';
import { buildWorkbook, excelFileName, excelRows, type ExcelLookups, type ExcelRecord } from './excel';

/** Upper bound of rows one export reads (the current filter, every page). */
export const EXCEL_MAX_ROWS = 10000;

interface ExportQuery {
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

async function exportList(dataProvider: AppDataProvider, screen: ScreenDeclaration, query: ExportQuery): Promise<void> {
  const perPage = Math.min(Math.max(query.total ?? EXCEL_MAX_ROWS, 1), EXCEL_MAX_ROWS);
  const { data } = await dataProvider.getList(screen.name, { pagination: { page: 1, perPage }, sort: query.sort, filter: query.filter });
  const records = data as ExcelRecord[];
  const rows = excelRows(columnFields(screen), records, await loadLookups(dataProvider, screen, records));
  const blob = await buildWorkbook(screen.label, rows);
  saveFile({ blob, fileName: excelFileName(screen.label) });
}

/** '엑셀 다운로드': every row of the current filter as .xlsx, with the list's Korean headers and formats. */
export function ExcelExportButton() {
  const screen = useScreen();
  const dataProvider = useAppDataProvider();
  const { filterValues, sort, total } = useListContext();
  const notify = useNotify();
  const download = useMutation({
    mutationFn: () => exportList(dataProvider, screen, { filter: filterValues as Record<string, unknown>, sort, total }),
    onError: (error: Error) => {
      console.error(error);
      notify(appMessages.error.download, { type: 'error' });
    },
  });
  return (
    <Button label="엑셀 다운로드" onClick={() => download.mutate()} disabled={download.isPending || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
