import DownloadIcon from '@mui/icons-material/Download';
import { lazy, Suspense, useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { loadChunk } from '@/layout/loadChunk';

// the export (its reader, dialogs and the worker's client) loads on the first click, not with every list (issue 35 item 3)
const ExcelExportRun = lazy(() => loadChunk(() => import('./ExcelExportRun')).then((module) => ({ default: module.ExcelExportRun })));

/**
 * '엑셀 다운로드': every row of the current filter as .xlsx (ExcelExportRun). Disabled while an
 * export runs and on an empty list.
 */
export function ExcelExportButton() {
  const t = useT();
  const { total } = useListContext();
  const [request, setRequest] = useState(0);
  const [pending, setPending] = useState(false);
  return (
    <>
      <Button label={t('content.excel.download')} onClick={() => setRequest(request + 1)} disabled={pending || total === 0}>
        <DownloadIcon />
      </Button>
      {request > 0 && (
        <Suspense fallback={null}>
          <ExcelExportRun request={request} onPending={setPending} />
        </Suspense>
      )}
    </>
  );
}
