import { useMemo } from 'react';
import { useCanAccess, type Identifier } from 'react-admin';
import { useStartOpening } from '@/layout/RecordOpening';
import { viewsOf } from '../declaration';
import { useScreen } from '../ScreenContext';

/**
 * Where a row click goes: edit when the screen has it and the user may modify, otherwise the
 * detail. The click itself starts loading that view (RecordOpening).
 */
export function useRowClick(): ((id: Identifier) => 'edit' | 'show') | false {
  const screen = useScreen();
  const views = viewsOf(screen);
  const { canAccess: canEdit } = useCanAccess({ resource: screen.name, action: 'edit' });
  const startOpening = useStartOpening();
  const target = views.edit && canEdit ? 'edit' : views.show ? 'show' : false;
  return useMemo(
    () =>
      target &&
      ((id: Identifier) => {
        startOpening(screen.name, target, id);
        return target;
      }),
    [screen.name, target, startOpening],
  );
}
