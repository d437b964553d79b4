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
      screen.api.family === 'rest' ? dataProvider.restGetSub(screen.name, subList.sub, id as Identifier) : dataProvider.contentSubCodes(screen.name, String(id)),
  });
}

/** Adds a sub-row (`POST {type}/{type}/sub/{id}`); the list of sub-rows and the record (its count) are read again. */
export function useAddSubRow(screen: ScreenDeclaration, id: Identifier | undefined) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Row) => dataProvider.contentCreateSub(screen.name, String(id), data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subRowsKey(screen, id) }),
        queryClient.invalidateQueries({ queryKey: [screen.name, 'getOne'] }),
      ]),
  });
}
