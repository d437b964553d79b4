import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import { failureMessage } from '@/http/failures';
import { LoadingBar } from '@/layout/LoadingBar';
import { AttachmentRows } from './AttachmentRows';
import { useAttachmentTarget, useSavedAttachments } from './attachmentTarget';
import { useAttachmentDownload } from './useAttachmentDownload';

/** A record's saved files on its detail (loaded by the detail id): name, size, download, and all as a zip. */
export function AttachmentsDetail({ field }: { field: FieldDeclaration }) {
  const t = useT();
  const target = useAttachmentTarget(field);
  const saved = useSavedAttachments(target);
  const download = useAttachmentDownload(target);
  if (saved.isPending && target.refId !== undefined) return <LoadingBar label="marketing.attach.loading" />;
  if (saved.error) return <Alert severity="error">{`${t('marketing.attach.loadFailed')} ${failureMessage(saved.error)}`}</Alert>;
  const items = saved.data ?? [];
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('content.field.noAttachments')}
      </Typography>
    );
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 560 }}>
      <AttachmentRows label={field.label} items={items} onDownload={(item) => void download.one(item.fileId)} busy={download.pending} />
      <div>
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={Boolean(download.pending)} onClick={() => void download.all()}>
          {t('marketing.attach.downloadAll')}
        </Button>
      </div>
    </Stack>
  );
}
