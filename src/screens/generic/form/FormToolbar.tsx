import { DeleteButton, ListButton, SaveButton, Toolbar } from 'react-admin';
import { hasAction, type FormMode } from '../declaration';
import { useScreen } from '../ScreenContext';

/** Save (disabled while saving), back to the list, and delete on edit when declared (react-admin checks the right). */
export function FormToolbar({ mode }: { mode: FormMode }) {
  const screen = useScreen();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <ListButton label="목록" />
      {mode === 'edit' && hasAction(screen, 'delete') && <DeleteButton mutationMode="pessimistic" sx={{ ml: 'auto' }} />}
    </Toolbar>
  );
}
