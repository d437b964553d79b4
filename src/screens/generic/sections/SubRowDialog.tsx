import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Identifier, useNotify } from 'react-admin';
import { useT } from '@i18n/translate';
import { josa } from '@/validation/josa';
import type { FieldDeclaration, SubListDeclaration } from '@/declarations/types';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { useSingleFlight } from '@/screens/shared/useSingleFlight';
import { useScreen } from '../ScreenContext';
import { useAddSubRow } from './useSubRows';

type Values = Record<string, string>;

/** The body of a sub-row: the filled inputs, numbers as numbers. */
function bodyOf(fields: readonly FieldDeclaration[], values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (values[field.source] ?? '').trim();
    if (value !== '') body[field.source] = field.kind === 'number' ? Number(value) : value;
  }
  return body;
}

/** '{label} 추가': one input per declared sub-field (a list of choices where declared); the server's refusal keeps the dialog and its input. */
export function SubRowDialog({ subList, id, onClose }: { subList: SubListDeclaration; id: Identifier; onClose: () => void }) {
  const t = useT();
  const screen = useScreen();
  const notify = useNotify();
  const add = useAddSubRow(screen, id);
  const [values, setValues] = useState<Values>({});
  const [checked, setChecked] = useState(false);
  const missing = (field: FieldDeclaration) => checked && field.required === true && !(values[field.source] ?? '').trim();
  const { run, running } = useSingleFlight(async () => {
    setChecked(true);
    if (subList.fields.some((field) => field.required && !(values[field.source] ?? '').trim())) return;
    await add.mutateAsync(bodyOf(subList.fields, values));
    notify(t('contentCalls.subList.added', { label: josa(subList.label, '이/가') }), { type: 'success' });
    onClose();
  });
  return (
    <ActionDialog
      open
      title={t('contentCalls.subList.add', { label: subList.label })}
      onClose={onClose}
      onSubmit={() => run()}
      pending={running}
      error={add.error}
    >
      {subList.fields.map((field) => {
        const choices = field.choices;
        return (
          <TextField
            key={field.source}
            label={field.label}
            required={field.required}
            select={choices !== undefined}
            multiline={field.kind === 'longText'}
            type={field.kind === 'number' ? 'number' : 'text'}
            value={values[field.source] ?? ''}
            onChange={(event) => setValues({ ...values, [field.source]: event.target.value })}
            error={missing(field)}
            helperText={missing(field) ? t('contentCalls.subList.required', { label: josa(field.label, '을/를') }) : undefined}
            slotProps={{ htmlInput: field.maxLength ? { maxLength: field.maxLength } : undefined }}
          >
            {choices?.map((choice) => (
              <MenuItem key={String(choice.id)} value={String(choice.id)}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </ActionDialog>
  );
}
