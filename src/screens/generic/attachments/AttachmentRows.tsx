import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useT } from '@i18n/translate';
import { formatFileSize } from '@/format/attachments';
import type { AttachmentItem } from './attachmentTarget';

export interface AttachmentRowsProps {
  label: string;
  items: readonly AttachmentItem[];
  /** Saved files get a download button. */
  onDownload?: (item: AttachmentItem) => void;
  /** The input's remove button (a temporary upload is deleted on the server at once); `focused`: the button, when it had focus. */
  onRemove?: (item: AttachmentItem, focused?: HTMLElement) => void;
  /** The file being downloaded or removed: its buttons wait. */
  busy?: string;
  disabled?: boolean;
}

/** The files of a bag: name, size, and the buttons the place allows. */
export function AttachmentRows({ label, items, onDownload, onRemove, busy, disabled }: AttachmentRowsProps) {
  const t = useT();
  return (
    <List dense disablePadding aria-label={t('marketing.attach.list', { label })}>
      {items.map((item) => (
        <ListItem
          key={item.fileId}
          disableGutters
          secondaryAction={
            <>
              {onDownload && !item.tmp && (
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('marketing.attach.download', { name: item.fileName })}
                  disabled={Boolean(busy)}
                  onClick={() => onDownload(item)}
                >
                  <DownloadIcon fontSize="small" />
                </IconButton>
              )}
              {onRemove && (
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('marketing.attach.remove', { name: item.fileName })}
                  disabled={disabled || busy === item.fileId}
                  onClick={(event) => onRemove(item, event.currentTarget === document.activeElement ? event.currentTarget : undefined)}
                  sx={{ ml: 0.5 }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </>
          }
        >
          <ListItemIcon sx={{ minWidth: 32 }}>
            <InsertDriveFileOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={item.fileName} secondary={formatFileSize(item.fileSize)} slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }} />
          {item.tmp && <Chip size="small" label={t('marketing.attach.newFile')} color="primary" variant="outlined" sx={{ mr: 8 }} />}
        </ListItem>
      ))}
    </List>
  );
}
