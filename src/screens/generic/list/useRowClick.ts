import { useCanAccess } from 'react-admin';
import { viewsOf } from '../declaration';
import { useScreen } from '../ScreenContext';

/** Where a row click goes: edit when the screen has it and the user may modify, otherwise the detail. */
export function useRowClick(): 'edit' | 'show' | false {
  const screen = useScreen();
  const views = viewsOf(screen);
  const { canAccess: canEdit } = useCanAccess({ resource: screen.name, action: 'edit' });
  if (views.edit && canEdit) return 'edit';
  return views.show ? 'show' : false;
}
