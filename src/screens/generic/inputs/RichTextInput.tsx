import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useT } from '@i18n/translate';
import { LoadingBar } from '@/layout/LoadingBar';
import { preloadable } from '@/layout/preloadable';
import { isEmpty } from '@/validation/rules';
import { SafeHtml } from '../fields/SafeHtml';

// tiptap (ProseMirror) comes when the operator starts writing, never with the form (issue 35:
// a form opened by a link loads what it shows first).
const editor = preloadable(
  () => import('../richText/RichTextEditor').then((module) => module.RichTextEditor),
  () => <LoadingBar label="marketing.richText.loading" />,
);
const RichTextEditor = editor.View;

interface RichTextProps {
  source: string;
  label: string;
  validate?: Validator[];
}

/**
 * What the form shows before the editor: the label, the content as it will be shown, and '편집하기'
 * (named '{label} 편집하기'); a click on the content opens the editor too. The editor's script is
 * asked for on hover or focus. The field is registered here too, so a required body left
 * untouched is still refused.
 */
function EditorStandIn({ source, label, validate, onOpen }: RichTextProps & { onOpen: () => void }) {
  const t = useT();
  const { field, fieldState, formState, isRequired, id } = useInput({ source, validate });
  const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const opens = !field.disabled;
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ typography: 'caption', color: invalid ? 'error.main' : 'text.secondary' }}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </Box>
      <Box
        {...(opens ? { onClick: onOpen, onPointerEnter: editor.preload } : {})}
        sx={{
          position: 'relative',
          border: 1,
          borderColor: invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          mt: 0.5,
          p: 1.5,
          minHeight: 200,
          cursor: opens ? 'text' : 'default',
          '&:hover': opens ? { borderColor: 'text.primary' } : {},
        }}
      >
        {opens && (
          <Button
            id={id}
            size="small"
            variant="outlined"
            startIcon={<EditIcon />}
            aria-label={t('marketing.richText.open', { label })}
            onFocus={editor.preload}
            sx={{ float: 'right', ml: 1, mb: 1 }}
          >
            {t('marketing.richText.edit')}
          </Button>
        )}
        {isEmpty(field.value) ? (
          <Typography variant="body2" color="text.secondary">
            {t(opens ? 'marketing.richText.placeholder' : 'marketing.richText.empty')}
          </Typography>
        ) : (
          <SafeHtml html={field.value} />
        )}
      </Box>
      <InputHelperText error={invalid ? fieldState.error?.message : undefined} />
    </Box>
  );
}

/**
 * Rich text of a form: the WYSIWYG editor, loaded once the operator opens it, and under it the
 * preview, drawn by the same SafeHtml as the saved record's detail (what is previewed is what
 * will be shown).
 */
export function RichTextInput({ source, label, validate }: RichTextProps) {
  const t = useT();
  const html: unknown = useWatch({ name: source });
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ width: '100%', maxWidth: 960, my: 1 }}>
      {open ? (
        <RichTextEditor source={source} label={label} validate={validate} autoFocus />
      ) : (
        <EditorStandIn source={source} label={label} validate={validate} onOpen={() => setOpen(true)} />
      )}
      <Typography variant="caption" color="text.secondary">
        {t('content.input.htmlPreview')}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minHeight: 48 }}>
        <SafeHtml html={html} testId={`${source}-preview`} />
      </Box>
    </Box>
  );
}
