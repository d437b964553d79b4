import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import type { RaRecord, ResourceProps } from 'react-admin';
import type { ScreenDeclaration } from '@/declarations/types';
import { ChunkBoundary, LazyFallback, loadChunk } from '@/layout/ChunkBoundary';
import { representationSource, viewsOf, type ViewKind } from './generic/declaration';

type GenericView = ComponentType<{ screen: ScreenDeclaration }>;

// The generic screens (and the date pickers, DOMPurify… they use) load on the first visit of a
// screen; a script that fails or takes over 120 s shows a reload message (ChunkBoundary).
const generic: Record<ViewKind, GenericView> = {
  list: lazy(() => loadChunk(() => import('./generic/GenericList')).then((module) => ({ default: module.GenericList }))),
  show: lazy(() => loadChunk(() => import('./generic/GenericShow')).then((module) => ({ default: module.GenericShow }))),
  edit: lazy(() => loadChunk(() => import('./generic/GenericEdit')).then((module) => ({ default: module.GenericEdit }))),
  create: lazy(() => loadChunk(() => import('./generic/GenericCreate')).then((module) => ({ default: module.GenericCreate }))),
};

function view(screen: ScreenDeclaration, kind: ViewKind): ReactElement {
  const Bespoke = screen.components?.[kind];
  const Generic = generic[kind];
  return (
    <ChunkBoundary>
      <Suspense fallback={<LazyFallback />}>{Bespoke ? <Bespoke /> : <Generic screen={screen} />}</Suspense>
    </ChunkBoundary>
  );
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
