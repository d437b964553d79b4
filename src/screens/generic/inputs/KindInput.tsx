import { useMemo } from 'react';
import type { FieldDeclaration } from '@/declarations/types';
import { validatorsFor } from '@/validation/raValidators';
import { kinds } from '../kinds';

export interface KindInputProps {
  field: FieldDeclaration;
  /** All fields of the form (date ranges look up their sibling). */
  fields: readonly FieldDeclaration[];
  /** The screen declares 'eventIdCheck' and this is its event id field. */
  eventIdCheck?: boolean;
}

/** The input of one declared field: the kind's input (kind registry) with the declared and implied validators. */
export function KindInput({ field, fields, eventIdCheck = false }: KindInputProps) {
  const behaviour = kinds[field.kind];
  // a Set: a validator both declared and implied (validate: ['email'] on an e-mail field) runs once
  const validate = useMemo(() => [...new Set([...validatorsFor(field, fields), ...(behaviour.implied ?? [])])], [field, fields, behaviour]);
  return behaviour.input({ field, fields, validate, eventIdCheck });
}
