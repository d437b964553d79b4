import { Labeled } from 'react-admin';
import type { FieldDeclaration } from '@/declarations/types';
import { KindField } from '../fields/KindField';

/** A field a form shows but does not edit (`input: false`, or `createOnly` on edit). */
export function ReadOnlyField({ field }: { field: FieldDeclaration }) {
  return (
    <Labeled label={field.label} source={field.source}>
      <KindField field={field} />
    </Labeled>
  );
}
