import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { FieldDeclaration } from '@/declarations/types';
import { formFields, formRows, type FormMode } from '@/screens/generic/declaration';
import { DeclaredInput } from '@/screens/generic/form/DeclaredInput';
import { useScreen } from '@/screens/generic/ScreenContext';

export interface DeclaredFormFieldsProps {
  mode: FormMode;
  /** A bespoke input in place of a declared field's, by source (it receives the declaration). */
  inputs?: Partial<Record<string, (field: FieldDeclaration, fields: readonly FieldDeclaration[]) => ReactNode>>;
}

/**
 * The current screen's declared inputs laid out as the generic form lays them (a period's start
 * and end on one row), some replaced by a bespoke workspace's own: the children of a
 * `<GenericEdit>` / `<GenericCreate>` that only changes a field or two.
 */
export function DeclaredFormFields({ mode, inputs = {} }: DeclaredFormFieldsProps) {
  const screen = useScreen();
  const render = (field: FieldDeclaration): ReactNode => {
    const own = inputs[field.source];
    return own ? (
      <Stack key={field.source} sx={{ width: '100%' }}>
        {own(field, screen.fields)}
      </Stack>
    ) : (
      <DeclaredInput key={field.source} field={field} fields={screen.fields} mode={mode} />
    );
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {formRows(formFields(screen, mode), mode).map((row) =>
        row.length === 1 ? (
          render(row[0])
        ) : (
          <Stack key={row[0].source} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
            {row.map(render)}
          </Stack>
        ),
      )}
    </Stack>
  );
}
