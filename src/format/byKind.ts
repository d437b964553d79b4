import type { FieldDeclaration } from '@/declarations/types';
import type { CodeItem } from '@/types/api';
import { formatBizNo } from './bizNo';
import { formatChoice, formatYn } from './choice';
import { formatCouponCode } from './couponCode';
import { formatDate, formatDateTime } from './date';
import { textOf } from './digits';
import { htmlToText } from './html';
import { formatNumber, formatWon } from './number';
import { formatPhone } from './phone';

export interface FormatContext {
  /** Codes of the field's `codeGroup`, for 'code' fields. */
  codes?: readonly CodeItem[];
}

/** The name of one attachment, whether a string or `{ fileName | orgFileName | name | filePath }`; '' when none. */
export function attachmentName(item: unknown): string {
  if (typeof item === 'string') return item.trim();
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    return textOf(record.fileName ?? record.orgFileName ?? record.name ?? record.filePath);
  }
  return '';
}

/** Names of the attachments of a bag (anything but a list gives none). */
export function attachmentNames(value: unknown): string[] {
  return Array.isArray(value) ? value.map(attachmentName).filter(Boolean) : [];
}

/** A field's value as the text an operator reads (lists, details, Excel): one rule per kind. */
export function formatValue(field: Pick<FieldDeclaration, 'kind' | 'choices'>, value: unknown, context: FormatContext = {}): string {
  switch (field.kind) {
    case 'number':
      return formatNumber(value);
    case 'won':
      return formatWon(value);
    case 'phone':
      return formatPhone(value);
    case 'couponCode':
      return formatCouponCode(value);
    case 'bizNo':
      return formatBizNo(value);
    case 'date':
      return formatDate(value);
    case 'dateTime':
      return formatDateTime(value);
    case 'yn':
      return formatYn(value, field.choices);
    case 'select':
      return formatChoice(value, field.choices);
    case 'code':
      return formatChoice(
        value,
        (context.codes ?? []).map((code) => ({ id: code.codeId, name: code.codeName })),
      );
    case 'richText':
      return htmlToText(value);
    case 'attachments':
      return attachmentNames(value).join(', ');
    default:
      return textOf(value);
  }
}
