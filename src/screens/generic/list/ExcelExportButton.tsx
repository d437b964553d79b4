import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useCanAccess, useListContext, useNotify } from 'react-admin';
import { useT, type Translate } from '@i18n/translate';
import { hasPersonalData } from '@/declarations/personal';
import { useReason } from '@/screens/shared/ReasonField';
import { useScreen } from '../ScreenContext';
import { ExcelReasonDialog } from './ExcelReasonDialog';
import { useExcelDownload } from './useExcelDownload';

export { EXCEL_MAX_ROWS } from './useExcelDownload';

/** The server's message when it refused (an HTTP error), else '다운로드에 실패하였습니다.'. */
export function failureText(error: Error | null, t: Translate): string | undefined {
  if (!error) return undefined;
  const fromServer = typeof (error as { status?: unknown }).status === 'number' && error.message;
  return fromServer || t('error.download');
}

/**
 * '엑셀 다운로드': every row of the current filter as .xlsx, cells typed by kind. A screen with
 * personal data first asks for a download reason; its personal values are in full only for an
 * admin with the modify flag, masked otherwise.
 */
export function ExcelExportButton() {
  const t = useT();
  const screen = useScreen();
  const notify = useNotify();
  const { filterValues, sort, total } = useListContext();
  const personal = hasPersonalData(screen);
  const { canAccess: mayModify } = useCanAccess({ action: 'edit', resource: screen.name });
  const download = useExcelDownload(screen, { filter: filterValues as Record<string, unknown>, sort, total }, { unmasked: mayModify === true });
  const reason = useReason('content.excel.reasonRequired');
  const [asking, setAsking] = useState(false);

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
      <Button label={t('content.excel.download')} onClick={start} disabled={download.isPending || total === 0}>
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
