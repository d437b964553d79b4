import type { ComponentType, ReactElement } from 'react';
import type { Validator } from 'react-admin';
import type { FieldDeclaration } from '@/declarations/types';
import type { CodeItem } from '@/types/api';

/** What a formatter may need beyond the value. */
export interface FormatContext {
  /** Codes of the field's `codeGroup`, for 'code' fields. */
  codes?: readonly CodeItem[];
}

/** What a format reads of the declaration. */
export type FormatField = Pick<FieldDeclaration, 'kind' | 'choices'>;

/** One value of one record, for a list cell or a detail renderer. */
export interface KindValueProps {
  field: FieldDeclaration;
  value: unknown;
}

export interface KindInputArgs {
  field: FieldDeclaration;
  /** All fields of the form (a date range looks up its sibling). */
  fields: readonly FieldDeclaration[];
  /** The declared validators plus those the kind implies. */
  validate: Validator[];
  /** The screen declares 'eventIdCheck' and this is its event id field. */
  eventIdCheck: boolean;
}

export interface KindFilterArgs {
  field: FieldDeclaration;
  alwaysOn: boolean;
}

/**
 * How a kind's value is written to Excel: text (kept as typed: leading zeros, hyphens), a number
 * with a number format, or a real date with a date format.
 */
export type ExcelCell = { type: 'text' } | { type: 'number'; numFmt: string; align?: 'right' } | { type: 'date'; numFmt: string };

export interface ColumnLayout {
  /** Minimum width of the list column, in px. */
  minWidth: number;
  /** Never wrap. */
  nowrap: boolean;
  /** Text longer than this (px) is cut with '…', its whole text in the cell's tooltip (long texts). */
  maxWidth?: number;
  align?: 'right';
  sortable: boolean;
}

/**
 * Everything the console does with a field of one kind. Adding a kind is one entry of
 * `kinds` (kinds/index.ts), typed `Record<FieldKind, KindBehaviour>`: a kind without its entry
 * fails the type check.
 */
export interface KindBehaviour {
  /** The text an operator reads (list, detail, text cells of Excel). */
  format(value: unknown, field: FormatField, context: FormatContext): string;
  /** A list cell; by default the formatted text. Memoised, no data hook unless it must look something up. */
  Cell?: ComponentType<KindValueProps>;
  /** The value on a detail; by default the list cell, else the formatted text. */
  Detail?: ComponentType<KindValueProps>;
  /** Validators the kind implies beyond the declared ones (an e-mail field checks the format). */
  implied?: readonly Validator[];
  input(args: KindInputArgs): ReactElement | null;
  filter(args: KindFilterArgs): ReactElement;
  excel: ExcelCell;
  column: ColumnLayout;
}
