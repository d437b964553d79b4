import { TextInput } from 'react-admin';
import type { ColumnLayout, ExcelCell, KindFilterArgs, KindInputArgs } from './types';

/** Pieces most kinds share: a text input, a text search filter, a text Excel cell. */

export const textInput = ({ field, validate }: KindInputArgs) => <TextInput source={field.source} label={field.label} validate={validate} />;

export const textFilter = ({ field, alwaysOn }: KindFilterArgs) => <TextInput source={field.source} label={field.label} alwaysOn={alwaysOn} resettable />;

export const asText: ExcelCell = { type: 'text' };

/** A column whose values never wrap, at least `minWidth` px wide. */
export const fixedColumn = (minWidth: number, align?: 'right'): ColumnLayout => ({ minWidth, nowrap: true, sortable: true, ...(align ? { align } : {}) });
