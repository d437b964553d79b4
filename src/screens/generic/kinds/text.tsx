import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { TextInput } from 'react-admin';
import { translate } from '@i18n/translate';
import { SYSTEM_ACTOR } from '@resources/fields';
import { textOf } from '@/format/digits';
import { namedValidators } from '@/validation/raValidators';
import { EventIdInput } from '../inputs/EventIdInput';
import { asText, textFilter } from './common';
import { cellStyle, cellTitle } from './layout';
import type { ColumnLayout, KindBehaviour, KindValueProps } from './types';

/** text (one line), longText (several lines), email. */

const format = (value: unknown) => textOf(value);

/** One line of text in a list, cut with '…' past this width (the tooltip holds it whole). */
export const textColumn: ColumnLayout = { minWidth: 0, nowrap: true, maxWidth: 280, sortable: true };

export const text: KindBehaviour = {
  format,
  input: ({ field, validate, eventIdCheck }) =>
    eventIdCheck ? (
      <EventIdInput source={field.source} label={field.label} validate={validate} />
    ) : (
      <TextInput source={field.source} label={field.label} validate={validate} />
    ),
  filter: textFilter,
  excel: asText,
  column: textColumn,
};

const LongTextCell = memo(function LongTextCell({ value }: KindValueProps) {
  const text = format(value);
  return (
    <span style={cellStyle(textColumn)} title={cellTitle(textColumn, text)}>
      {text}
    </span>
  );
});

function LongTextDetail({ value }: KindValueProps) {
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-wrap' }}>
      {format(value)}
    </Typography>
  );
}

/** Who did it: the server's own work reads '시스템', not its id. */
export const adminId: KindBehaviour = {
  ...text,
  format: (value) => (value === SYSTEM_ACTOR ? translate('content.format.system') : format(value)),
};

export const longText: KindBehaviour = {
  format,
  Cell: LongTextCell,
  Detail: LongTextDetail,
  input: ({ field, validate }) => <TextInput source={field.source} label={field.label} validate={validate} multiline minRows={3} />,
  filter: textFilter,
  excel: asText,
  column: textColumn,
};

export const email: KindBehaviour = {
  format,
  implied: [namedValidators.email],
  input: ({ field, validate }) => <TextInput source={field.source} label={field.label} validate={validate} type="email" placeholder="example@domain.com" />,
  filter: textFilter,
  excel: asText,
  column: textColumn,
};
