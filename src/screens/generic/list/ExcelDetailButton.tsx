import { useMutation } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { checkFile, saveFile } from '@/http/download';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { useScreen } from '../ScreenContext';
import { ExcelDownloadButton } from './ExcelDownloadButton';

/**
 * '엑셀(상세) 다운로드' (action `excelDetail`): the server's file of the filtered rows with their
 * sub-rows (`POST {type}/{type}/excelDetail` with the filter, `excelYn` and, where the screen holds
 * personal data, the reason asked first, all in the POST body), saved under the name the server gives.
 */
export function ExcelDetailButton() {
  const t = useT();
  const screen = useScreen();
  const dataProvider = useAppDataProvider();
  const { filterValues } = useListContext();
  const download = useMutation({
    mutationFn: async (reason: string | undefined) => {
      const filter = { ...(filterValues as Record<string, unknown>), excelYn: 'Y', ...(reason?.trim() ? { downloadReason: reason.trim() } : {}) };
      saveFile(await checkFile(await dataProvider.exportExcel(screen.name, { filter })));
    },
  });
  return <ExcelDownloadButton label={t('contentCalls.excelDetail.download')} download={download} />;
}
