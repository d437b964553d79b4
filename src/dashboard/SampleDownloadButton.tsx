import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useCallback } from 'react';
import { appMessages } from '@i18n/ko/app';
import { useDownloadAction } from '@/http/download';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

/**
 * '샘플 양식 다운로드' (spec §2 "Dashboard", §7 "File download"): POST /api/dashboard/download
 * through the shared download helper, saved under the server's file name.
 */
const messages = appMessages.dashboard;

export function SampleDownloadButton() {
  const dataProvider = useAppDataProvider();
  const source = useCallback(() => dataProvider.download('dashboard/download'), [dataProvider]);
  const { run, pending } = useDownloadAction(source, messages.sampleFileName);
  return (
    <Button variant="outlined" size="small" startIcon={<DownloadIcon />} data-testid="dashboard-sample-download" disabled={pending} onClick={() => void run()}>
      {messages.sampleDownload}
    </Button>
  );
}
