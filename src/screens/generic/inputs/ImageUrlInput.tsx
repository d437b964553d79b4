import Box from '@mui/material/Box';
import { TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useT } from '@i18n/translate';
import { ImagePreview } from '../fields/ImagePreview';

/** An image as its URL, with a live preview of what will be shown. */
export function ImageUrlInput({ source, label, validate }: { source: string; label: string; validate?: Validator[] }) {
  const t = useT();
  const url: unknown = useWatch({ name: source });
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source={source} label={label} validate={validate} placeholder="https://" fullWidth />
      <ImagePreview url={url} alt={t('content.field.imagePreview', { label })} />
    </Box>
  );
}
