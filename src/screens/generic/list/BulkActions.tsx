import { useCanAccess } from 'react-admin';
import { hasAction } from '../declaration';
import { useScreen } from '../ScreenContext';
import { BulkDeleteRowsButton } from './BulkDeleteRowsButton';
import { StatusChangeButton } from './StatusChangeButton';

/**
 * The bulk actions the user may run on selected rows (status: modify right; delete: delete right),
 * or `false` so the list shows no selection checkboxes at all.
 */
export function useBulkActionButtons() {
  const screen = useScreen();
  const { canAccess: canEdit } = useCanAccess({ resource: screen.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: screen.name, action: 'delete' });
  const status = hasAction(screen, 'status') && Boolean(screen.statusChoices?.length) && canEdit;
  const remove = hasAction(screen, 'delete') && canDelete;
  if (!status && !remove) return false;
  return (
    <>
      {status && <StatusChangeButton />}
      {remove && <BulkDeleteRowsButton />}
    </>
  );
}
