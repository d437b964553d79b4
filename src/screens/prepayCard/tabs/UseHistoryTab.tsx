import { useT } from '@i18n/translate';
import { prepayUseColumns } from '@resources/orders/moneyTables';
import { PagedTable } from '@/screens/shared/PagedTable';
import type { PrepayCardRecord } from '../types';
import { useCardUseList } from '../usePrepayCard';

/** 이용 내역: the card's ledger, newest first, paged by the server ('총 N건'). */
export function UseHistoryTab({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const { rows, total, page, size, setPage, setSize, query } = useCardUseList(card.cardNo);
  return (
    <PagedTable
      label={t('money.prepay.tabs.history')}
      columns={prepayUseColumns}
      rows={rows}
      rowKey="id"
      total={total}
      page={page}
      size={size}
      onPage={setPage}
      onSize={setSize}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
