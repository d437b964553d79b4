import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { personalKindOf } from '@/declarations/personal';
import type { ScreenDeclaration } from '@/declarations/types';
import { maskPersonal } from '@/format/mask';
import { recentItems } from '@/providers/recentItems';
import { useSession } from '@/providers/session';
import { findScreen, primaryKeyOf } from '@resources/registry';

type Row = Record<string, unknown>;

/**
 * A record's id may be kept in browser storage unless the screen's key is itself personal data
 * (a gift card keyed by its number): that record is not recorded (docs/decisions.md, issue 36).
 */
export function recordable(screen: ScreenDeclaration): boolean {
  const key = primaryKeyOf(screen);
  const field = screen.fields.find((candidate) => candidate.source === key);
  return !field || personalKindOf(field) === undefined;
}

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/**
 * What tells a record apart in 최근 본 항목, never personal data in plain text: the person's name
 * and a card number masked (`maskPersonal`, as the lists show them), else the first plain text
 * field (a notice's title, a store's name).
 */
export function recentLabel(screen: ScreenDeclaration, row: Row): string {
  const key = primaryKeyOf(screen);
  const parts: string[] = [];
  for (const kind of ['name', 'card'] as const) {
    const field = screen.fields.find((candidate) => personalKindOf(candidate) === kind && textOf(row[candidate.source]));
    if (field) parts.push(maskPersonal(kind, row[field.source]));
  }
  if (parts.length === 0) {
    const plain = screen.fields.find(
      (field) => field.kind === 'text' && field.source !== key && personalKindOf(field) === undefined && textOf(row[field.source]),
    );
    if (plain) parts.push(textOf(row[plain.source]).slice(0, 40));
  }
  return parts.join(' · ');
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record react-admin read for this route (`[resource, 'getOne', { id }]`), when it is in the cache. */
function cachedRow(queryClient: ReturnType<typeof useQueryClient>, resource: string, id: string): Row | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [resource, 'getOne'] })) {
    const params = query.queryKey[2];
    if (!isRow(params) || String(params.id) !== id) continue;
    const data = query.state.data;
    if (isRow(data)) return data;
  }
  return undefined;
}

/**
 * Records the record a show or edit route opens in 최근 본 항목 (issue 36 item 2): the one place
 * (src/app/resourceProps.tsx wraps every show and edit view in it), once per record opened, with
 * its masked label once react-admin has read the record.
 */
export function RecentOnOpen({ resource, kind, children }: { resource: string; kind: 'show' | 'edit'; children: ReactNode }) {
  const { id } = useParams();
  const adminId = useSession().auth?.adminId;
  const queryClient = useQueryClient();
  useEffect(() => {
    const screen = findScreen(resource);
    if (!id || !adminId || !screen || !recordable(screen)) return undefined;
    const record = (row: Row | undefined) => recentItems.add(adminId, { resource, id, kind, label: row ? recentLabel(screen, row) : '' });
    const row = cachedRow(queryClient, resource, id);
    record(row);
    if (row) return undefined;
    const stop = queryClient.getQueryCache().subscribe(() => {
      const found = cachedRow(queryClient, resource, id);
      if (!found) return;
      stop();
      record(found);
    });
    return stop;
  }, [resource, kind, id, adminId, queryClient]);
  return children;
}
