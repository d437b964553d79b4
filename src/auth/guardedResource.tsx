import { createElement, isValidElement, type ReactElement } from 'react';
import { CanAccess, type ResourceProps } from 'react-admin';
import { RedirectToNotFound } from './Redirect';

/**
 * The route guard of spec §4 and §6 in front of every resource view. react-admin's own check
 * (`useRequireAccess` in the list, edit and create controllers) runs beside the view: the list
 * query already leaves and a forbidden form renders before the redirect. Here a denied view
 * renders nothing, asks the server nothing, and goes to /notFound; the permission rule stays
 * the one of `authProvider.canAccess` (providers/permissions.ts).
 */
type ViewName = 'list' | 'show' | 'edit' | 'create';
type View = NonNullable<ResourceProps[ViewName]>;

const VIEWS: readonly ViewName[] = ['list', 'show', 'edit', 'create'];

function guard(resource: string, action: ViewName, view: View): ReactElement {
  return (
    <CanAccess resource={resource} action={action} accessDenied={<RedirectToNotFound />}>
      {isValidElement(view) ? view : createElement(view)}
    </CanAccess>
  );
}

/** `<Resource {...guardedResource(resourceProps(screen))} />`: each declared view behind its access check. */
export function guardedResource(props: ResourceProps): ResourceProps {
  const guarded: ResourceProps = { ...props };
  for (const name of VIEWS) {
    const view = props[name];
    if (view) guarded[name] = guard(props.name, name, view);
  }
  return guarded;
}
