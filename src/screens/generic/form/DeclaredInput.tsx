import { useFormState } from 'react-hook-form';
import { isPersonal, personalKindOf } from '@/declarations/personal';
import { isStoreAdmin, useSession } from '@/providers/session';
import type { FieldDeclaration } from '@/declarations/types';
import { isEditable, type FormMode } from '../declaration';
import { KindInput } from '../inputs/KindInput';
import { ReadOnlyField } from '../inputs/ReadOnlyField';
import { PersonalInput } from './PersonalInput';

export interface DeclaredInputProps {
  field: FieldDeclaration;
  fields: readonly FieldDeclaration[];
  mode: FormMode;
  eventIdCheck?: boolean;
}

/**
 * One declared field in a form: its kind's input where editable, else its value read-only. In a
 * read-only form (no modify flag, the inputs disabled) personal data is shown masked, as on the
 * detail, never in full in a disabled input (docs/permissions.md). A store owner reads what only
 * head office changes (a store's identity). In an edit form a personal value starts masked, with
 * '보기' (PersonalInput).
 */
export function DeclaredInput({ field, fields, mode, eventIdCheck = false }: DeclaredInputProps) {
  const { disabled } = useFormState();
  const { auth } = useSession();
  const editable = isEditable(field, mode) && !(field.headOfficeOnly && isStoreAdmin(auth));
  const personal = personalKindOf(field);
  // a record's personal value starts masked, revealed on demand (issue 34 item 5)
  if (editable && !disabled && personal && mode === 'edit') return <PersonalInput field={field} fields={fields} kind={personal} />;
  if (editable && !(disabled && isPersonal(field))) return <KindInput field={field} fields={fields} eventIdCheck={eventIdCheck} />;
  return <ReadOnlyField field={field} />;
}
