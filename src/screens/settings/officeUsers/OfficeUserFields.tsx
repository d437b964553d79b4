import Stack from '@mui/material/Stack';
import { formFields, type FormMode } from '@/screens/generic/declaration';
import { DeclaredInput } from '@/screens/generic/form/DeclaredInput';
import { useScreen } from '@/screens/generic/ScreenContext';
import { DepartmentInput } from './DepartmentInput';

/** The office user form: the declared fields, the department chosen from the departments. */
export function OfficeUserFields({ mode }: { mode: FormMode }) {
  const screen = useScreen();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {formFields(screen, mode).map((field) =>
        field.source === 'deptId' ? (
          <DepartmentInput key={field.source} field={field} fields={screen.fields} />
        ) : (
          <DeclaredInput key={field.source} field={field} fields={screen.fields} mode={mode} />
        ),
      )}
    </Stack>
  );
}
