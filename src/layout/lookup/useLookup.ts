import { useEffect, useMemo, useRef, useState } from 'react';
import type { RaRecord } from 'react-admin';
import { endsWithDigits, LOOKUP_GROUPS, parseLookup, type LookupGroup, type LookupQuery } from '@/format/lookupQuery';
import { failureMessage } from '@/http/failures';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { permissionsOf, useSession } from '@/providers/session';
import { canAccess } from '@resources/permissions';

/** Typing pauses this long before the lists are asked (the bench's `lookupMs` counts it). */
export const LOOKUP_DEBOUNCE_MS = 200;
/** Rows shown per group. */
export const LOOKUP_ROWS = 5;
/** Rows asked for when the last 4 digits are matched at the end of the number here (the server matches anywhere). */
const LAST4_ROWS = 50;

export type GroupState = { status: 'loading' } | { status: 'done'; rows: RaRecord[]; total: number } | { status: 'failed'; message: string };

export interface LookupState {
  query: LookupQuery;
  /** The groups asked, in display order (회원 / 선불카드 / 주문), with where each stands. */
  groups: Array<{ group: LookupGroup; state: GroupState }>;
  /** The admin may open none of the three lists. */
  noScreens: boolean;
}

const SORT: Record<LookupGroup, { field: string; order: 'ASC' | 'DESC' }> = {
  member: { field: 'cusId', order: 'ASC' },
  prepayCard: { field: 'issueDt', order: 'DESC' },
  order: { field: 'orderDt', order: 'DESC' },
};

/** The source whose end the last 4 digits name, per group. */
const LAST4_SOURCE: Partial<Record<LookupGroup, string>> = { member: 'cusHp', prepayCard: 'cardNo' };

/**
 * The lookup's search (issue 36 item 1): `text` parsed (src/format/lookupQuery.ts), then, after
 * `LOOKUP_DEBOUNCE_MS` of quiet, the spec's list calls of the groups the query names and the
 * admin may open (`canAccess` on the session's menus), in parallel, each group shown as it
 * arrives. A newer input aborts the requests still in flight.
 */
export function useLookup(text: string): LookupState {
  const dataProvider = useAppDataProvider();
  const current = useSession();
  const permissions = useMemo(() => permissionsOf(current), [current]);
  const query = useMemo(() => parseLookup(text), [text]);
  const allowed = useMemo(() => LOOKUP_GROUPS.filter((group) => !!permissions && canAccess(permissions, { resource: group, action: 'list' })), [permissions]);
  const asked = useMemo(() => ('filters' in query ? allowed.filter((group) => query.filters[group]) : []), [query, allowed]);
  // the answers of one search (`key`: its filters and groups); another search's answers read as loading
  const key = useMemo(() => JSON.stringify({ filters: 'filters' in query ? query.filters : {}, asked }), [query, asked]);
  const [answers, setAnswers] = useState<{ key: string; states: Partial<Record<LookupGroup, GroupState>> }>({ key: '', states: {} });
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    controller.current?.abort();
    controller.current = undefined;
    if (!('filters' in query) || asked.length === 0) return undefined;
    const answer = (group: LookupGroup, state: GroupState) =>
      setAnswers((before) => ({ key, states: { ...(before.key === key ? before.states : {}), [group]: state } }));
    const timer = setTimeout(() => {
      const aborter = new AbortController();
      controller.current = aborter;
      for (const group of asked) {
        const last4 = query.kind === 'last4' ? LAST4_SOURCE[group] : undefined;
        dataProvider
          .getList(group, {
            pagination: { page: 1, perPage: last4 ? LAST4_ROWS : LOOKUP_ROWS },
            sort: SORT[group],
            filter: query.filters[group] ?? {},
            signal: aborter.signal,
          })
          .then(
            ({ data, total }) => {
              if (aborter.signal.aborted) return;
              const rows = last4 ? data.filter((row) => endsWithDigits(row[last4], query.text)) : data;
              const count = last4 ? rows.length : (total ?? rows.length);
              answer(group, { status: 'done', rows: rows.slice(0, LOOKUP_ROWS), total: count });
            },
            (error: unknown) => {
              if (!aborter.signal.aborted) answer(group, { status: 'failed', message: failureMessage(error) });
            },
          );
      }
    }, LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, query, asked, dataProvider]);

  useEffect(() => () => controller.current?.abort(), []);

  return {
    query,
    groups: asked.map((group) => ({ group, state: (answers.key === key ? answers.states[group] : undefined) ?? { status: 'loading' } })),
    noScreens: allowed.length === 0,
  };
}
