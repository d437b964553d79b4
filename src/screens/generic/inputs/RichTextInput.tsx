import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useT } from '@i18n/translate';
import { LoadingBar } from '@/layout/LoadingBar';
import { preloadable } from '@/layout/preloadable';
import { SafeHtml } from '../fields/SafeHtml';

// tiptap (ProseMirror) comes with the first form that edits rich text, never with the first page.
const RichTextEditor = preloadable(
  () => import('../richText/RichTextEditor').then((module) => module.RichTextEditor),
  () => <LoadingBar label="marketing.richText.loading" />,
).View;

/**
 * Rich text of a form: the lazily loaded WYSIWYG editor, and under it the preview, drawn by the
 * same SafeHtml as the saved record's detail (what is previewed is what will be shown).
 */
export function RichTextInput({ source, label, validate }: { source: string; label: string; validate?: Validator[] }) {
  const t = useT();
  const html: unknown = useWatch({ name: source });
  return (
    <Box sx={{ width: '100%', maxWidth: 960, my: 1 }}>
      <RichTextEditor source={source} label={label} validate={validate} />
      <Typography variant="caption" color="text.secondary">
        {t('content.input.htmlPreview')}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minHeight: 48 }}>
        <SafeHtml html={html} testId={`${source}-preview`} />
      </Box>
    </Box>
  );
}
