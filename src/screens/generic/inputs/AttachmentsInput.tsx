import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { useT } from '@i18n/translate';
import { attachmentName } from '@/format/attachments';

/** An attachment as the form keeps it: the existing server entry, or a newly picked file's name and size. */
type Attachment = Record<string, unknown> & { fileName: string };

function toAttachments(value: unknown): Attachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): Attachment[] => {
    const fileName = attachmentName(item);
    if (!fileName) return [];
    return [typeof item === 'object' && item ? { ...(item as Record<string, unknown>), fileName } : { fileName }];
  });
}

/**
 * The attachment bag as a list of file names: remove an entry, or add files (their names and
 * sizes are sent with the record; the upload itself is the server's attach client, not shown by the spec).
 */
export function AttachmentsInput({ source, label, validate }: { source: string; label: string; validate?: Validator[] }) {
  const t = useT();
  const { field, fieldState, formState, isRequired, id } = useInput({ source, validate });
  const attachments = toAttachments(field.value);
  const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []).map((file) => ({ fileName: file.name, fileSize: file.size }));
    field.onChange([...attachments, ...picked]);
    event.target.value = '';
  };
  const remove = (index: number) => field.onChange(attachments.filter((_, i) => i !== index));
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Typography variant="caption" color="text.secondary" component="label" htmlFor={id}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </Typography>
      <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
        {attachments.length === 0 && <Typography variant="body2" color="text.secondary">{t('content.field.noAttachments')}</Typography>}
        {attachments.map((attachment, index) => (
          <Chip key={`${attachment.fileName}-${index}`} label={attachment.fileName} onDelete={() => remove(index)} size="small" />
        ))}
      </Stack>
      <div>
        <Button component="label" size="small" variant="outlined" startIcon={<AttachFileIcon />}>
          {t('content.field.addFile')}
          <input id={id} hidden type="file" multiple onChange={add} />
        </Button>
      </div>
      <InputHelperText error={invalid ? fieldState.error?.message : undefined} />
    </Stack>
  );
}
