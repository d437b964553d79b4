import { useMemo } from 'react';
import { ListButton, SaveButton, Toolbar } from 'react-admin';
import { useT } from '@i18n/translate';
import { useScreenRights } from '@/auth/useScreenRights';
import { isPersonal } from '@/declarations/personal';
import type { ScreenDeclaration } from '@/declarations/types';
import { hasAction, type FormMode } from '../declaration';
import { useScreen } from '../ScreenContext';
import { ConflictNotice } from './ConflictNotice';
import { DeleteRecordButton } from './DeleteRecordButton';
import { DraftNotice } from './DraftNotice';

/** The inputs a draft leaves out: personal data is never kept in the browser's storage (issue 34). */
const personalSources = (screen: ScreenDeclaration): ReadonlySet<string> => new Set(screen.fields.filter(isPersonal).map((field) => field.source));

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
  const omit = useMemo(() => personalSources(screen), [screen]);
  return (
    <>
      {canSave && <DraftNotice omit={omit} />}
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
