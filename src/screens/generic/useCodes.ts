import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { codeChanges } from '@/providers/dataProvider/families/code';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { CodeItem } from '@/types/api';

/** How long a group's codes are used without asking again (a code written in this console is read at once). */
export const CODES_STALE_MS = 60_000;

/**
 * Codes of a group (GET /api/code/sub/{group}) through the dataProvider. The query is keyed on the
 * codes' generation, which every code write moves on (families/code.ts): a code added or renamed on
 * /code (or /faqCategory, /itemCategory) is a choice in any open form at once, without a reload; a
 * code changed elsewhere (another operator) after a minute.
 */
export function useCodes(group: string | undefined): { codes: CodeItem[]; isPending: boolean } {
  const dataProvider = useAppDataProvider();
  const generation = useSyncExternalStore(codeChanges.subscribe, codeChanges.generation, codeChanges.generation);
  const { data, isPending } = useQuery({
    queryKey: ['codes', group, generation],
    queryFn: () => dataProvider.getCodes(group ?? ''),
    enabled: Boolean(group),
    staleTime: CODES_STALE_MS,
    // The previous generation's codes stay on screen while the group is read again.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === group ? previous : undefined),
  });
  return { codes: data ?? [], isPending: Boolean(group) && isPending };
}

export const codeChoices = (codes: readonly CodeItem[]) => codes.map((code) => ({ id: code.codeId, name: code.codeName }));
