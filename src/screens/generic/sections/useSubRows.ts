import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import type { ScreenDeclaration, SubListDeclaration } from '@/declarations/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

type Row = Record<string, unknown>;

const subRowsKey = (screen: ScreenDeclaration, id: Identifier | undefined) => ['subRows', screen.name, String(id)];

/**
 * The sub-rows of a record: content v1/v2 `GET {type}/{type}/sub/{id}`, rest `GET {type}/{sub}/{id}`
 * (docs/api.md "Generic content calls"); idle until the record is known.
 */
export function useSubRows(screen: ScreenDeclaration, subList: SubListDeclaration, id: Identifier | undefined) {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: subRowsKey(screen, id),
    enabled: id !== undefined,
    queryFn: (): Promise<Row[]> =>
      screen.api.family === 'rest'
        ? dataProvider.restGetSub(screen.name, subList.sub, id as Identifier)
        : dataProvider.contentSubCodes(screen.name, String(id)),
  });
}

/**
 * Adds a sub-row (`POST {type}/{type}/sub/{id}`) and reads the sub-rows again. The record is not
 * re-read: a form open on it keeps its input (the server's count does not change its `rev`).
 */
export function useAddSubRow(screen: ScreenDeclaration, id: Identifier | undefined) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Row) => dataProvider.contentCreateSub(screen.name, String(id), data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subRowsKey(screen, id) }),
  });
}
