import { useT } from '@i18n/translate';
import { prepayUseColumns } from '@resources/orders/moneyTables';
import { PagedTable } from '@/screens/generic/PagedTable';
import { pagedTableProps } from '@/screens/generic/usePagedQuery';
import type { PrepayCardRecord } from '../types';
import { useCardUseList } from '../usePrepayCard';

/** 이용 내역: the card's ledger, newest first, paged by the server ('총 N건'). */
export function UseHistoryTab({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const paged = useCardUseList(card.cardKey);
  return <PagedTable label={t('money.prepay.tabs.history')} columns={prepayUseColumns} rowKey="id" {...pagedTableProps(paged)} />;
}
