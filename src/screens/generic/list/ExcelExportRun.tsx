import { useEffect, useRef, useState } from 'react';
import { useCanAccess, useListContext, useNotify } from 'react-admin';
import { useT, type Translate } from '@i18n/translate';
import { hasPersonalData } from '@/declarations/personal';
import { formatNumber } from '@/format/number';
import { useReason } from '@/screens/shared/ReasonField';
import { ExcelProgressDialog } from '../export/ExcelProgressDialog';
import { EXPORT_MAX_ROWS, ExportCeilingError, tooManyRows } from '../export/listExport';
import { useListExport } from '../export/useListExport';
import { useScreen } from '../ScreenContext';
import { failureText } from './ExcelDownloadButton';
import { ExcelReasonDialog } from './ExcelReasonDialog';

/** Why an export stopped: the ceiling, the server's refusal (a 4xx), or the rows that could not be read. */
function exportFailure(error: Error | null, t: Translate): string | undefined {
  if (!error) return undefined;
  if (error instanceof ExportCeilingError) return t('content.excel.tooMany', { max: formatNumber(EXPORT_MAX_ROWS) });
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? failureText(error, t) : t('content.excel.failed');
}

/**
 * What '엑셀 다운로드' (ExcelExportButton) starts, loaded on its first click: every row of the
 * current filter as .xlsx, cells typed by kind, read page by page with a progress dialog (취소
 * saves nothing) and written off the page's thread. Beyond `EXPORT_MAX_ROWS` it says so before
 * reading. A screen with personal data asks the reason first (with the number of rows); its
 * values are in full only for an admin with the modify flag. Each new `request` (a click) starts one.
 */
export function ExcelExportRun({ request, onPending }: { request: number; onPending: (pending: boolean) => void }) {
  const t = useT();
  const screen = useScreen();
  const notify = useNotify();
  const { filterValues, sort, total } = useListContext();
  const { canAccess: mayModify } = useCanAccess({ action: 'edit', resource: screen.name });
  const personal = hasPersonalData(screen);
  const reason = useReason('content.excel.reasonRequired');
  const [asking, setAsking] = useState(false);
  const query = { filter: filterValues as Record<string, unknown>, sort };
  const exporter = useListExport(screen, query, { unmasked: mayModify === true, expected: total });

  const close = () => {
    setAsking(false);
    reason.reset();
    exporter.reset();
  };
  const start = () => {
    if (tooManyRows(total)) notify(t('content.excel.tooMany', { max: formatNumber(EXPORT_MAX_ROWS) }), { type: 'warning' });
    else if (personal) setAsking(true);
    else exporter.mutate(undefined, { onError: (error) => notify(exportFailure(error, t), { type: 'error' }) });
  };
  const handled = useRef(0);
  useEffect(() => {
    if (request === handled.current) return;
    handled.current = request;
    start();
  });
  const { isPending } = exporter;
  useEffect(() => onPending(isPending), [isPending, onPending]);
  return (
    <>
      {personal && (
        <ExcelReasonDialog
          open={asking && !exporter.isPending}
          reason={reason}
          masked={mayModify !== true}
          pending={exporter.isPending}
          count={total}
          error={exportFailure(exporter.error, t)}
          onCancel={close}
          onConfirm={(text) => exporter.mutate(text, { onSuccess: close })}
        />
      )}
      <ExcelProgressDialog progress={exporter.progress} onCancel={exporter.cancel} />
    </>
  );
}
