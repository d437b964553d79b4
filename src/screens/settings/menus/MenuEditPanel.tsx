import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditBase, Form, type Identifier, SaveButton, useNotify, useRecordContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { useScreenRights } from '@/auth/useScreenRights';
import { formFields, toPayload } from '@/screens/generic/declaration';
import { ConflictNotice } from '@/screens/generic/form/ConflictNotice';
import { ConflictProvider, useConflictHandling } from '@/screens/generic/form/conflict';
import { DeclaredInput } from '@/screens/generic/form/DeclaredInput';
import { useScreen } from '@/screens/generic/ScreenContext';

/** A record read again (after a save or a refusal) never takes away what is being typed (as GenericForm). */
const KEEP_EDITS = { keepDirtyValues: true, keepIsSubmitSuccessful: true } as const;

/** The chosen menu's own form beside the tree; read-only without the modify flag. */
function MenuForm({ editable }: { editable: boolean }) {
  const t = useT();
  const screen = useScreen();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Form disabled={!editable} resetOptions={KEEP_EDITS}>
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="h2">
          {t('settings.menus.formTitle', { menu: String(record.menuTitle ?? record.menuCd) })}
        </Typography>
        {!editable && <Alert severity="info">{t('access.readOnly')}</Alert>}
        {formFields(screen, 'edit').map((field) => (
          <DeclaredInput key={field.source} field={field} fields={screen.fields} mode="edit" />
        ))}
        {editable && <ConflictNotice />}
        {editable && <SaveButton alwaysEnable={false} />}
      </Stack>
    </Form>
  );
}

/**
 * `PUT menu/{id}` of the chosen menu (title, URL, icon, order, use flag, default flags). The menu
 * family's write reads `menu/auth` again, so the signed-in admin's sidebar follows at once.
 */
export function MenuEditPanel({ id }: { id: Identifier }) {
  const t = useT();
  const notify = useNotify();
  const screen = useScreen();
  const { edit } = useScreenRights('menu');
  const conflicts = useConflictHandling();
  return (
    <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 380 }, flexShrink: 0 }} data-testid="menu-form">
      <ConflictProvider value={conflicts.state}>
        <EditBase
          key={String(id)}
          resource="menu"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          disableAuthentication
          transform={(data: Record<string, unknown>) => toPayload(screen, 'edit', data)}
          mutationOptions={{ ...conflicts.mutationOptions, onSuccess: () => notify(t('settings.menus.saved'), { type: 'success' }) }}
        >
          <MenuForm editable={edit} />
        </EditBase>
      </ConflictProvider>
    </Paper>
  );
}
