import Stack from '@mui/material/Stack';
import { formFields, type FormMode } from '@/screens/generic/declaration';
import { DeclaredInput } from '@/screens/generic/form/DeclaredInput';
import { useScreen } from '@/screens/generic/ScreenContext';
import { CodeActions } from './CodeActions';
import { CodeNameInput } from './CodeNameInput';
import { UpCodeInput } from './UpCodeInput';

/** The code form: the declared fields, the group chosen by name, 코드명 with its duplicate check; on edit the use flag and checked delete above. */
export function CodeFields({ mode }: { mode: FormMode }) {
  const screen = useScreen();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {mode === 'edit' && <CodeActions />}
      {formFields(screen, mode).map((field) =>
        field.source === 'codeName' ? (
          <CodeNameInput key={field.source} field={field} fields={screen.fields} />
        ) : field.source === 'upCodeId' ? (
          <UpCodeInput key={field.source} field={field} mode={mode} />
        ) : (
          <DeclaredInput key={field.source} field={field} fields={screen.fields} mode={mode} />
        ),
      )}
    </Stack>
  );
}
