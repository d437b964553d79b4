import CodeIcon from '@mui/icons-material/Code';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import ImageIcon from '@mui/icons-material/Image';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import RedoIcon from '@mui/icons-material/Redo';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import UndoIcon from '@mui/icons-material/Undo';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useT, type AppKey } from '@i18n/translate';
import { HEADING_LEVELS } from './extensions';
import { LinkDialog } from './LinkDialog';
import type { FormImage } from './useFormImages';

type Mark = 'bold' | 'italic' | 'underline' | 'strike' | 'code';
const MARKS: ReadonlyArray<[Mark, AppKey, ReactNode]> = [
  ['bold', 'marketing.richText.bold', <FormatBoldIcon key="b" fontSize="small" />],
  ['italic', 'marketing.richText.italic', <FormatItalicIcon key="i" fontSize="small" />],
  ['underline', 'marketing.richText.underline', <FormatUnderlinedIcon key="u" fontSize="small" />],
  ['strike', 'marketing.richText.strike', <StrikethroughSIcon key="s" fontSize="small" />],
  ['code', 'marketing.richText.code', <CodeIcon key="c" fontSize="small" />],
];

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      color={active ? 'primary' : 'default'}
    >
      {children}
    </IconButton>
  );
}

export interface EditorToolbarProps {
  editor: Editor;
  label: string;
  /** The record's attached images; undefined when the screen has no attachments (no image button). */
  images: readonly FormImage[] | undefined;
  /** Switches to the HTML source. */
  onSource: () => void;
}

/** The editor's buttons: block type, marks, lists, quote, rule, link, an attached image, undo/redo, HTML. */
export function EditorToolbar({ editor, label, images, onSource }: EditorToolbarProps) {
  const t = useT();
  const [linking, setLinking] = useState<string | undefined>(undefined);
  const [imageMenu, setImageMenu] = useState<HTMLElement | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      level: HEADING_LEVELS.find((level) => current.isActive('heading', { level })) ?? 0,
      marks: Object.fromEntries(MARKS.map(([mark]) => [mark, current.isActive(mark)])) as Record<Mark, boolean>,
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const setBlock = (level: number) => {
    if (level === 0) chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: level as (typeof HEADING_LEVELS)[number] })
        .run();
  };
  return (
    <Stack
      direction="row"
      alignItems="center"
      flexWrap="wrap"
      useFlexGap
      spacing={0.25}
      role="toolbar"
      aria-label={t('marketing.richText.toolbar', { label })}
      sx={{ borderBottom: 1, borderColor: 'divider', p: 0.5 }}
    >
      <Select
        size="small"
        value={state.level}
        onChange={(event) => setBlock(Number(event.target.value))}
        inputProps={{ 'aria-label': t('marketing.richText.block') }}
        sx={{ minWidth: 112, mr: 0.5, '& .MuiSelect-select': { py: 0.5 } }}
      >
        <MenuItem value={0}>{t('marketing.richText.paragraph')}</MenuItem>
        {HEADING_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {t(`marketing.richText.heading${level}`)}
          </MenuItem>
        ))}
      </Select>
      {MARKS.map(([mark, key, icon]) => (
        <ToolButton key={mark} label={t(key)} active={state.marks[mark]} onClick={() => chain().toggleMark(mark).run()}>
          {icon}
        </ToolButton>
      ))}
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('marketing.richText.bulletList')} active={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('marketing.richText.orderedList')} active={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('marketing.richText.blockquote')} active={state.blockquote} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuoteIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('marketing.richText.rule')} onClick={() => chain().setHorizontalRule().run()}>
        <HorizontalRuleIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('marketing.richText.link')} active={state.link} onClick={() => setLinking(String(editor.getAttributes('link').href ?? ''))}>
        <InsertLinkIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('marketing.richText.unlink')} disabled={!state.link} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
        <LinkOffIcon fontSize="small" />
      </ToolButton>
      {images && (
        <ToolButton label={t('marketing.richText.image')} onClick={(event) => setImageMenu(event.currentTarget)}>
          <ImageIcon fontSize="small" />
        </ToolButton>
      )}
      <Divider orientation="vertical" flexItem />
      <ToolButton label={t('marketing.richText.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('marketing.richText.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('marketing.richText.source')} onClick={onSource}>
        <DataObjectIcon fontSize="small" />
      </ToolButton>
      <Menu anchorEl={imageMenu} open={Boolean(imageMenu)} onClose={() => setImageMenu(null)}>
        {images?.length === 0 && <MenuItem disabled>{t('marketing.richText.noImages')}</MenuItem>}
        {images?.map((image) => (
          <MenuItem
            key={image.fileId}
            onClick={() => {
              setImageMenu(null);
              chain().setImage({ src: image.src, alt: image.fileName }).run();
            }}
          >
            {image.fileName}
          </MenuItem>
        ))}
      </Menu>
      {linking !== undefined && (
        <LinkDialog
          initial={linking}
          onClose={() => setLinking(undefined)}
          onApply={(href) => {
            setLinking(undefined);
            if (editor.state.selection.empty && !state.link)
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
    </Stack>
  );
}
