import { createElement, isValidElement, type ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { canOpenView } from '@resources/permissions';
import { permissionsOf, useSession } from '@/providers/session';
import { RedirectToNotFound } from './Redirect';

/**
 * The route guard of spec §4 and §6 in front of every resource view (`canOpenView`: a record's
 * detail opens on read, read-only without the modify flag; the create form needs add): a denied view renders
 * nothing, asks the server nothing, and goes to /notFound. It decides in the same render from the
 * session in memory, with the rule of `authProvider.canAccess` (resources/permissions.ts), so an
 * allowed list starts its request in the first render of the page rather than a round later
 * (react-admin's `<CanAccess>` asks asynchronously; its own check in the controllers then finds
 * the answer cached). Signed out, nothing renders: react-admin's auth check goes to /login.
 */
type ViewName = 'list' | 'show' | 'edit' | 'create';

const VIEWS: readonly ViewName[] = ['list', 'show', 'edit', 'create'];

/** Views that wait for the menu's flags: a form opens editable or read-only once, not both in turn. */
const FLAGGED_VIEWS: ReadonlySet<ViewName> = new Set(['edit', 'create']);

function Guard({ resource, action, children }: { resource: string; action: ViewName; children: ReactNode }) {
  const current = useSession();
  const permissions = permissionsOf(current);
  if (!permissions || (current.menuLoading && FLAGGED_VIEWS.has(action))) return null;
  return canOpenView(permissions, { resource, view: action }) ? children : <RedirectToNotFound />;
}

/**
 * `<Resource {...guardedResource(resourceProps(screen))} />`: each declared view behind its access
 * check. A resource without a create view (members join through the apps) answers `/x/create`
 * with /notFound, where react-admin would read 'create' as a record id (or show the list).
 */
export function guardedResource(props: ResourceProps): ResourceProps {
  const guarded: ResourceProps = { ...props };
  if (!props.create)
    guarded.children = (
      <>
        <Route path="create/*" element={<RedirectToNotFound />} />
        {props.children}
      </>
    );
  for (const name of VIEWS) {
    const view = props[name];
    if (view)
      guarded[name] = (
        <Guard resource={props.name} action={name}>
          {isValidElement(view) ? view : createElement(view)}
        </Guard>
      );
  }
  return guarded;
}
