import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useT } from '@i18n/translate';
import { formatNumber } from '@/format/number';
import type { ExportProgress } from './listExport';

/** '엑셀 파일을 만들고 있습니다': rows read of the filter's total, a bar, and 취소 (nothing saved). */
export function ExcelProgressDialog({ progress, onCancel }: { progress: ExportProgress | undefined; onCancel: () => void }) {
  const t = useT();
  const titleId = useId();
  const { written = 0, total = 0 } = progress ?? {};
  const percent = total > 0 ? Math.min(100, (written / total) * 100) : 0;
  return (
    <Dialog open={progress !== undefined} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('content.excel.progressTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <LinearProgress variant="determinate" value={percent} aria-label={t('content.excel.progressLabel')} />
          <DialogContentText data-testid="excel-progress">
            {t('content.excel.progress', { written: formatNumber(written), total: formatNumber(total) })}
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('confirm.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
