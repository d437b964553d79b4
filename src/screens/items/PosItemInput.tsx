import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput } from 'react-admin';
import { useT } from '@i18n/translate';
import { formatWon } from '@/format';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { PosItem } from '@/types/records';

/** 포스 상품: the POS item (GET item/posItems) chosen by name or code in a searchable list; empty leaves the item unlinked. */
export function PosItemInput() {
  const t = useT();
  const dataProvider = useAppDataProvider();
  const posItems = useQuery({ queryKey: ['item', 'posItems'], queryFn: async () => (await dataProvider.itemPosItems()).list });
  const text = (item: PosItem) => t('badIssue.posItem.choice', { name: item.posItemName, code: item.posItemCd, price: formatWon(item.price ?? 0) });
  return (
    <AutocompleteInput
      source="posItemCd"
      label={t('badIssue.posItem.label')}
      helperText={t('badIssue.posItem.help')}
      choices={posItems.data ?? []}
      optionValue="posItemCd"
      optionText={text}
      emptyText={t('badIssue.posItem.none')}
      isPending={posItems.isPending}
      sx={{ minWidth: 360 }}
    />
  );
}
