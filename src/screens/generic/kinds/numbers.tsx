import { translate } from '@i18n/translate';
import { formatNumber, formatWon } from '@/format/number';
import { NumericInput } from '../inputs/NumericInput';
import { fixedColumn, textFilter } from './common';
import type { KindBehaviour } from './types';

/** number (counts, rates) and won (amounts): numbers in Excel, right-aligned, never wrapped. */

/** Excel's thousands separator without decimals; a value with decimals gets `DECIMAL_FORMAT` (excel.ts). */
export const NUMBER_FORMAT = '#,##0';
export const DECIMAL_FORMAT = '#,##0.###';

export const number: KindBehaviour = {
  format: formatNumber,
  input: ({ field, validate }) => <NumericInput source={field.source} label={field.label} validate={validate} />,
  filter: textFilter,
  excel: { type: 'number', numFmt: NUMBER_FORMAT },
  column: fixedColumn(64, 'right'),
};

export const won: KindBehaviour = {
  format: formatWon,
  input: ({ field, validate }) => <NumericInput source={field.source} label={field.label} validate={validate} unit={translate('content.input.won')} grouped />,
  filter: textFilter,
  excel: { type: 'number', numFmt: NUMBER_FORMAT, align: 'right' },
  column: fixedColumn(96, 'right'),
};
