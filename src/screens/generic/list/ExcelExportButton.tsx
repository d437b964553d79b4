import { useCanAccess, useListContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { useScreen } from '../ScreenContext';
import { ExcelDownloadButton } from './ExcelDownloadButton';
import { useExcelDownload } from './useExcelDownload';

export { EXCEL_MAX_ROWS } from './useExcelDownload';

/**
 * '엑셀 다운로드': every row of the current filter as .xlsx, cells typed by kind. Its personal
 * values are in full only for an admin with the modify flag, masked otherwise.
 */
export function ExcelExportButton() {
  const t = useT();
  const screen = useScreen();
  const { filterValues, sort, total } = useListContext();
  const { canAccess: mayModify } = useCanAccess({ action: 'edit', resource: screen.name });
  const download = useExcelDownload(screen, { filter: filterValues as Record<string, unknown>, sort, total }, { unmasked: mayModify === true });
  return <ExcelDownloadButton label={t('content.excel.download')} download={download} />;
}
