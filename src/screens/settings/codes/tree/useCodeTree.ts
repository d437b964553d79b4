import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Identifier, type RaRecord, useGetList, useNotify, useStore } from 'react-admin';
import { useT } from '@i18n/translate';
import { failureMessage } from '@/http/failures';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { moveItem } from '@/screens/generic/list/OrderChangeDialog';

/** Every code of a group (used or not) fits one read: a group holds a few dozen codes at most. */
const ALL = { page: 1, perPage: 1000 };
const IN_ORDER = { field: 'sortOrder', order: 'ASC' as const };

/**
 * /code as groups → codes: the groups (`GET code/list?groupYn=Y`) and the chosen one, kept in
 * react-admin's store so that coming back from a code's form shows the same group.
 */
export function useCodeGroups() {
  const groups = useGetList('code', { pagination: ALL, sort: IN_ORDER, filter: { groupYn: 'Y' } });
  const [stored, setSelected] = useStore<string>('settings.code.group', '');
  const rows = groups.data ?? [];
  const selected = rows.find((row) => String(row.codeId) === stored) ?? rows[0];
  return { groups, selected, select: (codeId: string) => setSelected(codeId) };
}

/**
 * The codes of a group (`GET code/list?upCodeId=`, unused ones included: an operator switches
 * them back on here), moved with ↑/↓ in the browser and saved at once with `POST code/order`.
 */
export function useSubCodes(group: string) {
  const t = useT();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const codes = useGetList('code', { pagination: ALL, sort: IN_ORDER, filter: { upCodeId: group } });
  const [moved, setMoved] = useState<{ group: string; ids: Identifier[] }>();
  const pending = moved?.group === group ? moved.ids : undefined;
  const rows: RaRecord[] = codes.data ?? [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = pending ? pending.flatMap((id) => byId.get(id) ?? []) : rows;

  const move = (index: number, delta: number) =>
    setMoved({
      group,
      ids: moveItem(
        ordered.map((row) => row.id),
        index,
        delta,
      ),
    });
  const saveOrder = useMutation({
    mutationFn: (ids: Identifier[]) => dataProvider.changeOrder('code', { ids }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['code'] });
      setMoved(undefined);
      notify(t('settings.codes.tree.orderSaved'), { type: 'success' });
    },
    onError: (error: unknown) => notify(failureMessage(error), { type: 'error' }),
  });
  return { codes, rows: ordered, moved: pending !== undefined, move, resetOrder: () => setMoved(undefined), saveOrder };
}
