import { useMemo } from 'react';
import { useStore } from 'react-admin';
import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { columnFields } from '../../declaration';
import { knownColumns } from './viewState';

/** Where a list's chosen columns are kept for the session (react-admin's store) until a view saves them. */
export const columnsStoreKey = (screen: ScreenDeclaration): string => `${screen.name}.views.columns`;

/** The chosen columns of the list (sources in order; null: the declared ones) and their setter. */
export function useColumnChoice(screen: ScreenDeclaration): [string[] | null, (next: string[] | null) => void] {
  const [stored, setStored] = useStore<string[] | null>(columnsStoreKey(screen), null);
  const declared = useMemo(() => columnFields(screen).map((field) => field.source), [screen]);
  const chosen = useMemo(() => knownColumns(declared, stored), [declared, stored]);
  return [chosen, setStored];
}

/** The declared columns in the chosen order, the hidden ones left out (every declared column when nothing is chosen). */
export function visibleColumns(screen: ScreenDeclaration, chosen: readonly string[] | null): FieldDeclaration[] {
  const fields = columnFields(screen);
  if (!chosen) return fields;
  return chosen.map((source) => fields.find((field) => field.source === source)).filter((field): field is FieldDeclaration => field !== undefined);
}

/** The columns a generic list shows now (its table and its 합계 row). */
export function useVisibleColumns(screen: ScreenDeclaration): FieldDeclaration[] {
  const [chosen] = useColumnChoice(screen);
  return useMemo(() => visibleColumns(screen, chosen), [screen, chosen]);
}
