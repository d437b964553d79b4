import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { CodeItem } from '@/types/api';

/** Codes of a group (GET /api/code/sub/{group}) through the dataProvider, cached for the session. */
export function useCodes(group: string | undefined): { codes: CodeItem[]; isPending: boolean } {
  const dataProvider = useAppDataProvider();
  const { data, isPending } = useQuery({
    queryKey: ['codes', group],
    queryFn: () => dataProvider.getCodes(group ?? ''),
    enabled: Boolean(group),
    staleTime: Infinity,
  });
  return { codes: data ?? [], isPending: Boolean(group) && isPending };
}

export const codeChoices = (codes: readonly CodeItem[]) => codes.map((code) => ({ id: code.codeId, name: code.codeName }));
