import { formatDate, formatDateTime } from '@/format/date';
import { preloadable } from '@/layout/preloadable';
import { isRangeFilter } from '../declaration';
import { DatePickerInput } from '../inputs/DatePickerInput';
import { RangeDateInput } from '../inputs/RangeDateInput';
import { fixedColumn } from './common';
import type { KindBehaviour, KindFilterArgs, KindInputArgs } from './types';

/** date (YYYY-MM-DD) and dateTime (YYYY-MM-DD HH:mm): real dates in Excel. */

/**
 * A list's period filter (presets as toggle buttons and two dates), in a chunk of its own: a form
 * or a detail has none (issue 35 item 3). A list requests it as it loads (listFilters.ts), so it
 * arrives with the list's own chunk; until then its cell of the search block is empty.
 */
export const dateRangeFilter = preloadable(
  () => import('../list/DateRangeFilter').then((module) => module.DateRangeFilter),
  () => null,
);
const DateRangeFilter = dateRangeFilter.View;

const input = ({ field, fields, validate }: KindInputArgs) => <RangeDateInput field={field} fields={fields} validate={validate} />;

const filter = ({ field, alwaysOn }: KindFilterArgs) =>
  isRangeFilter(field) ? (
    <DateRangeFilter source={field.source} label={field.label} alwaysOn={alwaysOn} />
  ) : (
    <DatePickerInput source={field.source} label={field.label} alwaysOn={alwaysOn} />
  );

export const date: KindBehaviour = {
  format: formatDate,
  input,
  filter,
  excel: { type: 'date', numFmt: 'yyyy-mm-dd' },
  column: fixedColumn(96),
};

export const dateTime: KindBehaviour = {
  format: formatDateTime,
  input,
  filter,
  excel: { type: 'date', numFmt: 'yyyy-mm-dd hh:mm' },
  column: fixedColumn(136),
};
