import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useCanAccess, useListContext, useNotify } from 'react-admin';
import { useT } from '@i18n/translate';
import { hasPersonalData } from '@/declarations/personal';
import { checkFile, saveFile } from '@/http/download';
import { excelMeta, excelParams } from '@/providers/dataProvider/listQuery';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { useReason } from '@/screens/shared/ReasonField';
import { useScreen } from '../ScreenContext';
import { ExcelReasonDialog } from './ExcelReasonDialog';
import { failureText } from './ExcelExportButton';

/**
 * '엑셀(상세) 다운로드' (action `excelDetail`): the server's file of the filtered rows with their
 * sub-rows (`POST {type}/{type}/excelDetail` with the filter, `excelYn` and, where the screen holds
 * personal data, the reason asked first), saved under the name the server gives.
 */
export function ExcelDetailButton() {
  const t = useT();
  const screen = useScreen();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { filterValues, total } = useListContext();
  const personal = hasPersonalData(screen);
  const { canAccess: mayModify } = useCanAccess({ action: 'edit', resource: screen.name });
  const reason = useReason('content.excel.reasonRequired');
  const [asking, setAsking] = useState(false);
  const download = useMutation({
    mutationFn: async (text: string | undefined) => {
      const filter = { ...(filterValues as Record<string, unknown>), ...excelParams(excelMeta(text)) };
      saveFile(await checkFile(await dataProvider.exportExcel(screen.name, { filter })));
    },
  });
  const close = () => {
    setAsking(false);
    reason.reset();
    download.reset();
  };
  const start = () => {
    if (personal) setAsking(true);
    else download.mutate(undefined, { onError: (error) => notify(failureText(error, t), { type: 'error' }) });
  };
  return (
    <>
      <Button label={t('contentCalls.excelDetail.download')} onClick={start} disabled={download.isPending || total === 0}>
        <DownloadIcon />
      </Button>
      {personal && (
        <ExcelReasonDialog
          open={asking}
          reason={reason}
          masked={mayModify !== true}
          pending={download.isPending}
          error={failureText(download.error, t)}
          onCancel={close}
          onConfirm={(text) => download.mutate(text, { onSuccess: close })}
        />
      )}
    </>
  );
}
