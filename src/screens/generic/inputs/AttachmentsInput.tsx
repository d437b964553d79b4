import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { useT } from '@i18n/translate';
import { ATTACHMENT_RULES } from '@resources/attachmentRules';
import type { FieldDeclaration } from '@/declarations/types';
import { failureMessage } from '@/http/failures';
import { landingOf, placeOf } from '@/screens/shared/focusPlace';
import { useFocusLater } from '@/screens/shared/useFocusLater';
import { AttachmentRows } from '../attachments/AttachmentRows';
import { useAttachmentTarget, useSavedAttachments, type AttachmentItem } from '../attachments/attachmentTarget';
import { useAttachmentDownload } from '../attachments/useAttachmentDownload';
import { useTmpUploads } from '../attachments/useTmpUploads';

const isItems = (value: unknown): value is AttachmentItem[] => Array.isArray(value);

/**
 * A record's files: pick or drop files (checked against ATTACHMENT_RULES first), each uploaded at
 * once to a temporary slot; the saved files of an existing record listed with download. The form
 * value is the whole bag as it should be after saving (`[{ fileId, fileName, fileSize, tmp? }]`),
 * left undefined until the user changes something, so an untouched bag is not sent at all.
 */
export function AttachmentsInput({ field: declared, validate }: { field: FieldDeclaration; validate?: Validator[] }) {
  const t = useT();
  const { field, fieldState, formState, isRequired, id } = useInput({ source: declared.source, validate });
  const target = useAttachmentTarget(declared);
  const saved = useSavedAttachments(target);
  const download = useAttachmentDownload(target);
  const items: AttachmentItem[] = isItems(field.value) ? field.value : (saved.data ?? []);
  const uploads = useTmpUploads(target.refTargetType, items);
  const [dragging, setDragging] = useState(false);
  const [removing, setRemoving] = useState<string | undefined>(undefined);
  const picker = useRef<HTMLInputElement>(null);
  const focusLater = useFocusLater();
  const waiting = target.refId !== undefined && saved.isPending;
  const busy = waiting || Boolean(uploads.uploading) || Boolean(removing);
  const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);

  const add = async (files: File[]) => {
    if (busy || files.length === 0) return;
    const added = await uploads.upload(files);
    if (added.length) field.onChange([...items, ...added]);
  };
  /** A removed file's 삭제 that had focus passes it on: the next file's, else the previous one's, else 파일 선택 (focusPlace). */
  const remove = async (item: AttachmentItem, focused?: HTMLElement) => {
    const place = focused && placeOf(focused);
    setRemoving(item.fileId);
    const gone = await uploads.discard(item);
    setRemoving(undefined);
    if (gone) field.onChange(items.filter((candidate) => candidate.fileId !== item.fileId));
    if (place) focusLater(() => landingOf(place));
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    void add(files);
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!field.disabled) void add(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack spacing={1} sx={{ my: 1, width: '100%', maxWidth: 640 }}>
      <Typography variant="caption" color="text.secondary" component="label" htmlFor={id}>
        <FieldTitle label={declared.label} source={declared.source} isRequired={isRequired} />
      </Typography>
      <Box
        data-testid={`${declared.source}-dropzone`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(!field.disabled);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
        sx={{
          border: 1,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 1.5,
          bgcolor: dragging ? 'action.hover' : undefined,
        }}
      >
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          {/* a real button: a label styled as one does not open the file dialog on Enter or Space */}
          <Button size="small" variant="outlined" startIcon={<AttachFileIcon />} disabled={busy || field.disabled} onClick={() => picker.current?.click()}>
            {t('marketing.attach.choose')}
          </Button>
          <input ref={picker} id={id} name={declared.source} hidden type="file" multiple onChange={picked} />
          <Typography variant="body2" color="text.secondary">
            {dragging ? t('marketing.attach.dropHere') : t('marketing.attach.dropHint', { max: ATTACHMENT_RULES.maxFiles, size: uploads.maxMb })}
          </Typography>
        </Stack>
        {(waiting || uploads.uploading) && (
          <LinearProgress
            sx={{ mt: 1 }}
            aria-label={uploads.uploading ? t('marketing.attach.uploading', { name: uploads.uploading }) : t('marketing.attach.loading')}
          />
        )}
        {saved.error && <Alert severity="error" sx={{ mt: 1 }}>{`${t('marketing.attach.loadFailed')} ${failureMessage(saved.error)}`}</Alert>}
        {items.length === 0 && !waiting ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('content.field.noAttachments')}
          </Typography>
        ) : (
          <AttachmentRows
            label={declared.label}
            items={items}
            onDownload={(item) => void download.one(item.fileId)}
            onRemove={(item, focused) => void remove(item, focused)}
            busy={removing ?? download.pending}
            disabled={busy || field.disabled}
          />
        )}
      </Box>
      {uploads.messages.map((message) => (
        <Alert key={message} severity="warning" role="alert">
          {message}
        </Alert>
      ))}
      <InputHelperText error={invalid ? fieldState.error?.message : undefined} />
    </Stack>
  );
}
