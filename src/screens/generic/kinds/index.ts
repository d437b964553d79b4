import type { FieldDeclaration, FieldKind } from '@/declarations/types';
import { personalKindOf } from '@/declarations/personal';
import { maskPersonal } from '@/format/mask';
import { code, select, yn } from './choices';
import { date, dateTime } from './dates';
import { attachments, image, richText } from './media';
import { number, won } from './numbers';
import { bizNo, couponCode, phone } from './patterned';
import { reference } from './reference';
import { adminId, email, longText, text } from './text';
import type { FormatContext, FormatField, KindBehaviour } from './types';

/**
 * The kind registry (issue 16 item 7): everything the console does per field kind (format,
 * list cell, detail value, input, filter, Excel cell, column layout) in one entry per kind.
 * KindField, KindInput, listFilters and the Excel export read it; adding a kind is one entry
 * here (the type fails until every FieldKind has one).
 */
export const kinds: Readonly<Record<FieldKind, KindBehaviour>> = {
  text,
  adminId,
  longText,
  richText,
  number,
  won,
  phone,
  couponCode,
  bizNo,
  email,
  date,
  dateTime,
  yn,
  select,
  code,
  reference,
  image,
  attachments,
};

export const kindOf = (field: Pick<FieldDeclaration, 'kind'>): KindBehaviour => kinds[field.kind];

/** A field's value as the text an operator reads (lists, details, Excel): the kind's format. */
export function formatValue(field: FormatField, value: unknown, context: FormatContext = {}): string {
  return kinds[field.kind].format(value, field, context);
}

/** What a list (or a masked Excel) shows: the formatted value, masked when the field is personal. */
export function listText(field: FieldDeclaration, value: unknown, context: FormatContext = {}): string {
  const personal = personalKindOf(field);
  const text = formatValue(field, value, context);
  return personal ? maskPersonal(personal, text) : text;
}

export type { ColumnLayout, ExcelCell, FormatContext, FormatField, KindBehaviour, KindFilterArgs, KindInputArgs, KindValueProps } from './types';
