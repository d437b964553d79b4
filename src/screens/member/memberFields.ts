import type { FieldDeclaration } from '@/declarations/types';
import { formatValue } from '@/screens/generic/kinds';
import { findScreen } from '@resources/registry';

/** The member declaration's fields (labels, kinds, choices) that the workspace shows. */
const fields = findScreen('member')?.fields ?? [];

export function memberField(source: string): FieldDeclaration {
  return fields.find((field) => field.source === source) ?? { source, label: source, kind: 'text' };
}

/** A member value as the lists show it (choices by name, dates, numbers). */
export const memberValue = (source: string, value: unknown) => formatValue(memberField(source), value);
