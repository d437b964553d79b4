import type { MouseEvent, ReactNode } from 'react';
import { Link, useCreatePath, type Identifier } from 'react-admin';
import { useStartOpening } from '@/layout/RecordOpening';
import { canAccess } from '@resources/permissions';
import { permissionsOf, useSession } from '@/providers/session';

/**
 * The key a linked value opens (declared `linkTo`): the value itself, or the row's `linkKey` field
 * (a prepaid card's opaque `cardKey`, issue 34 item 6a); undefined when there is none to open.
 */
export function linkIdOf(field: { linkTo?: string; linkKey?: string }, value: unknown, row: Record<string, unknown> | undefined): string | undefined {
  if (!field.linkTo) return undefined;
  const key = field.linkKey ? row?.[field.linkKey] : value;
  return key === undefined || key === null || key === '' ? undefined : String(key);
}

/**
 * A value that opens a record's detail, e.g. a member number in any list (declared `linkTo`).
 * Showing it fetches nothing: the permission comes from the session in memory (the route guard's
 * rule), and without access to that detail the value shows as plain text. A click starts loading
 * the detail (RecordOpening) and does not also trigger the row's own click.
 */
export function RecordLink({ resource, id, children }: { resource: string; id: Identifier; children: ReactNode }) {
  const createPath = useCreatePath();
  const permissions = permissionsOf(useSession());
  const startOpening = useStartOpening();
  if (!permissions || !canAccess(permissions, { resource, action: 'show' })) return <>{children}</>;
  return (
    <Link
      to={createPath({ resource, id, type: 'show' })}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        startOpening(resource, 'show', id);
      }}
    >
      {children}
    </Link>
  );
}
