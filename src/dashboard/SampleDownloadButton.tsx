import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useCallback } from 'react';
import { useT } from '@i18n/translate';
import { useDownloadAction } from '@/http/download';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

/**
 * '샘플 양식 다운로드' (spec §2 "Dashboard", §7 "File download"): POST /api/dashboard/download
 * through the shared download helper, saved under the server's file name.
 */
export function SampleDownloadButton() {
  const t = useT();
  const dataProvider = useAppDataProvider();
  const source = useCallback(() => dataProvider.download('dashboard/download'), [dataProvider]);
  const { run, pending } = useDownloadAction(source, t('dashboard.sampleFileName'));
  return (
    <Button variant="outlined" size="small" startIcon={<DownloadIcon />} data-testid="dashboard-sample-download" disabled={pending} onClick={() => void run()}>
      {t('dashboard.sampleDownload')}
    </Button>
  );
}
