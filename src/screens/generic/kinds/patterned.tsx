import { TextInput } from 'react-admin';
import { formatBizNo } from '@/format/bizNo';
import { formatCouponCode } from '@/format/couponCode';
import { formatPhone } from '@/format/phone';
import { kindValidators } from '@/validation/raValidators';
import { asText, fixedColumn, textFilter, textInput } from './common';
import type { KindBehaviour } from './types';

/** Numbers read in groups (spec §5): phone 3-3/4-4, coupon code 4-4-4-3/4, business number 3-2-5. Text in Excel. */

const keepPhoneCharacters = (value: string) => value.replace(/[^0-9-]/g, '');

export const phone: KindBehaviour = {
  format: formatPhone,
  input: ({ field, validate }) => (
    <TextInput
      source={field.source}
      label={field.label}
      validate={validate}
      placeholder="010-0000-0000"
      parse={keepPhoneCharacters}
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
    />
  ),
  implied: [kindValidators.phone],
  filter: textFilter,
  excel: asText,
  column: fixedColumn(120),
};

export const couponCode: KindBehaviour = {
  format: formatCouponCode,
  input: textInput,
  filter: textFilter,
  excel: asText,
  column: fixedColumn(168),
};

export const bizNo: KindBehaviour = {
  format: formatBizNo,
  input: textInput,
  implied: [kindValidators.bizNo],
  filter: textFilter,
  excel: asText,
  column: fixedColumn(112),
};
