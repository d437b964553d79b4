import { ListButton, SaveButton, Toolbar } from 'react-admin';
import { useT } from '@i18n/translate';
import { useScreenRights } from '@/auth/useScreenRights';
import { hasAction, type FormMode } from '../declaration';
import { useScreen } from '../ScreenContext';
import { ConflictNotice } from './ConflictNotice';
import { DeleteRecordButton } from './DeleteRecordButton';
import { DraftNotice } from './DraftNotice';

/**
 * Above the buttons, the kept draft put back and (edit) the 409 conflict; then save (disabled
 * while saving) with the add (create) or modify (edit) flag, back to the list, and delete on edit
 * when declared and the delete flag allows it.
 */
export function FormToolbar({ mode }: { mode: FormMode }) {
  const screen = useScreen();
  const rights = useScreenRights(screen.name);
  const t = useT();
  const canSave = mode === 'create' ? rights.create : rights.edit;
  return (
    <>
      {canSave && <DraftNotice />}
      {mode === 'edit' && canSave && <ConflictNotice />}
      {/* On the paper, not react-admin's grey: its text buttons keep 4.5:1 (WCAG AA). */}
      <Toolbar sx={{ gap: 1, backgroundColor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
        {canSave && <SaveButton />}
        <ListButton label={t('genericActions.list')} />
        {mode === 'edit' && hasAction(screen, 'delete') && rights.delete && <DeleteRecordButton />}
      </Toolbar>
    </>
  );
}
