import type { ReactElement } from 'react';
import type { RaRecord, ResourceProps } from 'react-admin';
import type { ScreenDeclaration, ViewKind } from '@/declarations/types';
import { RecentOnOpen } from '@/layout/lookup/RecentOnOpen';
import { PrefetchOnOpen } from '@/layout/PrefetchOnOpen';
import { preloadable, type Preloadable } from '@/layout/preloadable';
import type { PreloadRecord } from '@/layout/RecordOpening';
import { bespokeViews } from '@/screens/bespokeViews';
import { representationSource, viewsOf } from '@/screens/generic/declaration';
import { findScreen } from '@resources/registry';

// The generic screens (and the date pickers, DOMPurify… they use) load on the first visit of a
// screen, or earlier when preloaded (signedIn.tsx).
export const genericViews: Record<ViewKind, Preloadable<{ screen: ScreenDeclaration }>> = {
  list: preloadable(() => import('@/screens/generic/GenericList').then((module) => module.GenericList)),
  show: preloadable(() => import('@/screens/generic/GenericShow').then((module) => module.GenericShow)),
  edit: preloadable(() => import('@/screens/generic/GenericEdit').then((module) => module.GenericEdit)),
  create: preloadable(() => import('@/screens/generic/GenericCreate').then((module) => module.GenericCreate)),
};

const bespokeView = (screen: ScreenDeclaration | undefined, kind: ViewKind) => (screen ? bespokeViews[screen.name]?.[kind] : undefined);

/** Requests the script of a view now, before its route renders: the bespoke one of the screen, or the generic one. */
export function preloadView(screen: ScreenDeclaration | undefined, kind: ViewKind): void {
  const bespoke = bespokeView(screen, kind);
  if (bespoke) bespoke.preload();
  else genericViews[kind].preload();
}

/** A click that opens a record (RecordOpening): the view's script, and a bespoke view's first reads. */
export const preloadRecord: PreloadRecord = (resource, kind, id, data) => {
  const screen = findScreen(resource);
  preloadView(screen, kind);
  bespokeView(screen, kind)?.prefetch?.({ id: String(id) }, data);
};

/** A record's route (show, edit) records it in 최근 본 항목 (issue 36 item 2); the list and the create form do not. */
function view(screen: ScreenDeclaration, kind: ViewKind): ReactElement {
  const element = viewElement(screen, kind);
  return kind === 'show' || kind === 'edit' ? (
    <RecentOnOpen resource={screen.name} kind={kind}>
      {element}
    </RecentOnOpen>
  ) : (
    element
  );
}

function viewElement(screen: ScreenDeclaration, kind: ViewKind): ReactElement {
  const bespoke = bespokeView(screen, kind);
  if (bespoke) {
    const Bespoke = preloadable(bespoke).View;
    return bespoke.prefetch ? (
      <PrefetchOnOpen prefetch={bespoke.prefetch}>
        <Bespoke />
      </PrefetchOnOpen>
    ) : (
      <Bespoke />
    );
  }
  const Generic = genericViews[kind].View;
  return <Generic screen={screen} />;
}

/**
 * The `<Resource>` props of a declaration: its name, the generic (or bespoke) views of its
 * declared actions, the menu label, and how a record is named (title, name…).
 * `screens.map((screen) => <Resource key={screen.name} {...resourceProps(screen)} />)`.
 */
export function resourceProps(screen: ScreenDeclaration): ResourceProps {
  const views = viewsOf(screen);
  const source = representationSource(screen);
  return {
    name: screen.name,
    list: view(screen, 'list'),
    show: views.show ? view(screen, 'show') : undefined,
    edit: views.edit ? view(screen, 'edit') : undefined,
    create: views.create ? view(screen, 'create') : undefined,
    options: { label: screen.label },
    recordRepresentation: (record: RaRecord) => String(record[source] ?? record.id ?? ''),
  };
}
