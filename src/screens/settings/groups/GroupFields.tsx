import Stack from '@mui/material/Stack';
import { DeclaredInput } from '@/screens/generic/form/DeclaredInput';
import { formFields, type FormMode } from '@/screens/generic/declaration';
import { useScreen } from '@/screens/generic/ScreenContext';
import { MenuGrantInput } from '../menuPermissions/MenuGrantInput';

/** The group form (/group): its declared fields, then the default menu permissions new accounts of the group start with. */
export function GroupFields({ mode }: { mode: FormMode }) {
  const screen = useScreen();
  const { fields } = screen;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {formFields(screen, mode).map((field) => (
        <DeclaredInput key={field.source} field={field} fields={fields} mode={mode} />
      ))}
      <MenuGrantInput />
    </Stack>
  );
}
