import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { memo } from 'react';
import { attachmentNames } from '@/format/attachments';
import { textOf } from '@/format/digits';
import { htmlToText } from '@/format/html';
import { preloadable } from '@/layout/preloadable';
import { ImagePreview } from '../fields/ImagePreview';
import { ImageUrlInput } from '../inputs/ImageUrlInput';
import { asText, textFilter } from './common';
import { cellStyle, cellTitle } from './layout';
import { textColumn } from './text';
import type { ColumnLayout, KindBehaviour, KindValueProps } from './types';

/** richText (server HTML), image (one URL), attachments (a bag of files): blocks, not sortable. */

// What only a detail or a form draws (the sanitizer, the editor's stand-in, uploads) comes with
// them, not with every list that declares such a field (issue 35).
const SafeHtml = preloadable(() => import('../fields/SafeHtml').then((module) => module.SafeHtml)).View;
const RichTextInput = preloadable(() => import('../inputs/RichTextInput').then((module) => module.RichTextInput)).View;
const AttachmentsInput = preloadable(() => import('../inputs/AttachmentsInput').then((module) => module.AttachmentsInput)).View;
const AttachmentsDetail = preloadable(() => import('../attachments/AttachmentsDetail').then((module) => module.AttachmentsDetail)).View;

const block: ColumnLayout = { minWidth: 0, nowrap: false, sortable: false };

const RichTextCell = memo(function RichTextCell({ value }: KindValueProps) {
  const text = htmlToText(value);
  return (
    <span style={cellStyle(textColumn)} title={cellTitle(textColumn, text)}>
      {text}
    </span>
  );
});

export const richText: KindBehaviour = {
  format: htmlToText,
  Cell: RichTextCell,
  Detail: ({ value }) => <SafeHtml html={value} />,
  input: ({ field, validate }) => <RichTextInput source={field.source} label={field.label} validate={validate} />,
  filter: textFilter,
  excel: asText,
  column: block,
};

export const image: KindBehaviour = {
  format: textOf,
  Cell: memo(function ImageCell({ field, value }: KindValueProps) {
    return <ImagePreview url={value} alt={field.label} size={48} />;
  }),
  Detail: ({ field, value }) => <ImagePreview url={value} alt={field.label} size={240} />,
  input: ({ field, validate }) => <ImageUrlInput source={field.source} label={field.label} validate={validate} />,
  filter: textFilter,
  excel: asText,
  column: { ...block, minWidth: 56 },
};

function AttachmentChips({ value }: KindValueProps) {
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {attachmentNames(value).map((name) => (
        <Chip key={name} label={name} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

/** The record's saved bag, loaded by its id (GET attach/{type}/{id}), with downloads. */
function AttachmentsOfRecord({ field }: KindValueProps) {
  return <AttachmentsDetail field={field} />;
}

export const attachments: KindBehaviour = {
  format: (value) => attachmentNames(value).join(', '),
  Cell: memo(AttachmentChips),
  Detail: AttachmentsOfRecord,
  input: ({ field, validate }) => <AttachmentsInput field={field} validate={validate} />,
  filter: textFilter,
  excel: asText,
  column: block,
};
