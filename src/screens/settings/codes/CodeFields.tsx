import Stack from '@mui/material/Stack';
import { formFields, type FormMode } from '@/screens/generic/declaration';
import { DeclaredInput } from '@/screens/generic/form/DeclaredInput';
import { useScreen } from '@/screens/generic/ScreenContext';
import { CodeActions } from './CodeActions';
import { CodeNameInput } from './CodeNameInput';

/** The code form: the declared fields, 코드명 with its duplicate check; on edit the use flag and checked delete above. */
export function CodeFields({ mode }: { mode: FormMode }) {
  const screen = useScreen();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {mode === 'edit' && <CodeActions />}
      {formFields(screen, mode).map((field) =>
        field.source === 'codeName' ? (
          <CodeNameInput key={field.source} field={field} fields={screen.fields} />
        ) : (
          <DeclaredInput key={field.source} field={field} fields={screen.fields} mode={mode} />
        ),
      )}
    </Stack>
  );
}
