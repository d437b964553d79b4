import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useT } from '@i18n/translate';
import { SafeHtml } from '../fields/SafeHtml';

/** HTML typed as text, with a live preview that went through DOMPurify (no editor dependency). */
export function RichTextInput({ source, label, validate }: { source: string; label: string; validate?: Validator[] }) {
  const t = useT();
  const html: unknown = useWatch({ name: source });
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput source={source} label={label} validate={validate} multiline minRows={6} fullWidth helperText={t('content.input.htmlHelp')} />
      <Typography variant="caption" color="text.secondary">
        {t('content.input.htmlPreview')}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minHeight: 48 }}>
        <SafeHtml html={html} testId={`${source}-preview`} />
      </Box>
    </Box>
  );
}
