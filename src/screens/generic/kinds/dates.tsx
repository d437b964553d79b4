import { formatDate, formatDateTime } from '@/format/date';
import { isRangeFilter } from '../declaration';
import { DatePickerInput } from '../inputs/DatePickerInput';
import { RangeDateInput } from '../inputs/RangeDateInput';
import { DateRangeFilter } from '../list/DateRangeFilter';
import { fixedColumn } from './common';
import type { KindBehaviour, KindFilterArgs, KindInputArgs } from './types';

/** date (YYYY-MM-DD) and dateTime (YYYY-MM-DD HH:mm): real dates in Excel. */

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
