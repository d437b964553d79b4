import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { EditorContent, useEditor } from '@tiptap/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, TextInput, useInput, type Validator } from 'react-admin';
import { useT } from '@i18n/translate';
import { sanitizeHtml } from '@/format/sanitize';
import { EditorToolbar } from './EditorToolbar';
import { editorExtensions } from './extensions';
import { useFormImages } from './useFormImages';

export interface RichTextEditorProps {
  source: string;
  label: string;
  validate?: Validator[];
  /** Puts the caret at the end once the editor is there (opened by the operator). */
  autoFocus?: boolean;
}

const htmlOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The WYSIWYG editor (tiptap) bound to the form field: '' when empty, else the editor's HTML. */
function Wysiwyg({ source, label, validate, autoFocus, onSource }: RichTextEditorProps & { onSource: () => void }) {
  const t = useT();
  const { field, fieldState, formState, isRequired, id } = useInput({ source, validate });
  const images = useFormImages();
  const emitted = useRef<string | undefined>(undefined);
  const attributes = useMemo(
    () => ({ id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': t('marketing.richText.editorLabel', { label }) }),
    [id, label, t],
  );
  // What reaches the editor passes the show view's profile first: the editor draws its images in
  // the live page, so an outside one (a tracking pixel) would be fetched; it becomes a link instead.
  const remoteImageLabel = t('content.html.remoteImage');
  const clean = useCallback((html: string) => sanitizeHtml(html, { remoteImageLabel }), [remoteImageLabel]);
  // pasted or dropped HTML (ProseMirror reads both through transformPastedHTML)
  const editorProps = useMemo(() => ({ attributes, transformPastedHTML: clean }), [attributes, clean]);
  const editor = useEditor({
    extensions: editorExtensions,
    // a read-only form (no modify flag): the content shows, nothing edits it
    editable: !field.disabled,
    autofocus: autoFocus && !field.disabled ? 'end' : false,
    content: clean(htmlOf(field.value)),
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      emitted.current = html;
      field.onChange(html);
    },
    onBlur: () => field.onBlur(),
  });
  // A value set from outside (a kept draft, the record read again, the HTML source) replaces the content.
  useEffect(() => {
    const value = htmlOf(field.value);
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    if (value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(clean(value), { emitUpdate: false });
    emitted.current = value;
  }, [editor, field.value, clean]);
  const invalid = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ typography: 'caption', color: invalid ? 'error.main' : 'text.secondary' }}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </Box>
      <Box sx={{ border: 1, borderColor: invalid ? 'error.main' : 'divider', borderRadius: 1, mt: 0.5 }}>
        {editor && !field.disabled && <EditorToolbar editor={editor} label={label} images={images} onSource={onSource} />}
        <Box
          sx={{
            '& .ProseMirror': {
              minHeight: 160,
              p: 1.5,
              outline: 'none',
              '& p': { my: 0.5 },
              '& img': { maxWidth: '100%' },
              '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0 },
            },
            '& .ProseMirror-focused': { bgcolor: 'action.hover' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <InputHelperText error={invalid ? fieldState.error?.message : undefined} />
    </Box>
  );
}

/**
 * The rich-text input (issue 15 item 9): a WYSIWYG editor whose HTML passes the sanitizer as it
 * is, with 'HTML 편집' to work on the source (pasted content, what the editor cannot express).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const t = useT();
  const [source, setSource] = useState(false);
  if (!source) return <Wysiwyg {...props} onSource={() => setSource(true)} />;
  return (
    <Box>
      <TextInput
        source={props.source}
        label={t('marketing.richText.sourceLabel', { label: props.label })}
        validate={props.validate}
        multiline
        minRows={8}
        fullWidth
        helperText={t('marketing.richText.sourceHelp')}
      />
      <Button size="small" onClick={() => setSource(false)}>
        {t('marketing.richText.wysiwyg')}
      </Button>
    </Box>
  );
}
