import DownloadIcon from '@mui/icons-material/Download';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useCanAccess, useListContext, useNotify } from 'react-admin';
import { useT, type Translate } from '@i18n/translate';
import { hasPersonalData } from '@/declarations/personal';
import { useReason } from '@/screens/shared/ReasonField';
import { useScreen } from '../ScreenContext';
import { ExcelReasonDialog } from './ExcelReasonDialog';

/** The server's message when it refused (an HTTP error), else '다운로드에 실패하였습니다.'. */
export function failureText(error: Error | null, t: Translate): string | undefined {
  if (!error) return undefined;
  const fromServer = typeof (error as { status?: unknown }).status === 'number' && error.message;
  return fromServer || t('error.download');
}

/** A list's Excel download (the reason given, or undefined), as a mutation. */
export type ExcelDownload = UseMutationResult<unknown, Error, string | undefined>;

/**
 * The button of a list's Excel download: on a screen with personal data it first asks the reason
 * (ExcelReasonDialog: the failure shown in the dialog, the reason kept); otherwise it downloads,
 * and a failure is a Korean notice. Disabled while pending and on an empty list.
 */
export function ExcelDownloadButton({ label, download }: { label: string; download: ExcelDownload }) {
  const t = useT();
  const screen = useScreen();
  const notify = useNotify();
  const { total } = useListContext();
  const personal = hasPersonalData(screen);
  const { canAccess: mayModify } = useCanAccess({ action: 'edit', resource: screen.name });
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
      <Button label={label} onClick={start} disabled={download.isPending || total === 0}>
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
