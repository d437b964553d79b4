import type { Identifier } from 'react-admin';
import { MEMBER_ORDER_LISTS, ORDER_KIND } from '@resources/members/memberOrders';
import type { OrderListName } from '@resources/orders/purchases';
import type { AppDataProvider } from '@/providers/dataProvider/types';
import type { Order } from '@/types/records';

/** An order of the member's tab: the row of its list, tagged with the list (`ORDER_KIND`). */
export type MemberOrder = Order & { id: Identifier; [ORDER_KIND]: OrderListName };

/** 전체 or one of the three order lists. */
export type OrderKindChoice = 'all' | OrderListName;

/** An optional range of order dates (YYYY-MM-DD), either end open. */
export interface OrderPeriod {
  from: string;
  to: string;
}

const newestFirst = (a: MemberOrder, b: MemberOrder) =>
  String(b.orderDt).localeCompare(String(a.orderDt)) || String(b.orderNo).localeCompare(String(a.orderNo));

/** One list call of an order screen (`GET {list}` with the member number), newest first; rows tagged with their list. */
async function readList(dataProvider: AppDataProvider, list: OrderListName, cusId: Identifier, period: OrderPeriod, page: number, perPage: number) {
  const filter = { cusId, ...(period.from && { orderDtFrom: period.from }), ...(period.to && { orderDtTo: period.to }) };
  const { data, total } = await dataProvider.getList<Order & { id: Identifier }>(list, {
    pagination: { page, perPage },
    sort: { field: 'orderDt', order: 'DESC' },
    filter,
  });
  const rows: MemberOrder[] = data.map((row) => ({ ...row, [ORDER_KIND]: list, itemSummary: row.itemSummary ?? row.subsName }));
  return { rows, total: total ?? rows.length };
}

/**
 * A page of the member's orders. One kind: that list's page. 전체: the newest `page × size` of each
 * list the admin may read (`lists`; their first rows, one call each), merged by order time and cut
 * to the page; the total is the lists' totals' sum. The page's rows are among those (each list's rows before them are newer),
 * so the merge is exact; a deep page asks for more rows, bounded by `page × size` a list.
 */
export async function memberOrdersPage(
  dataProvider: AppDataProvider,
  cusId: Identifier,
  kind: OrderKindChoice,
  period: OrderPeriod,
  { page, size }: { page: number; size: number },
  lists: readonly OrderListName[] = MEMBER_ORDER_LISTS,
): Promise<{ list: MemberOrder[]; totalCnt: number }> {
  if (kind !== 'all') {
    const { rows, total } = await readList(dataProvider, kind, cusId, period, page, size);
    return { list: rows, totalCnt: total };
  }
  const read = await Promise.all(lists.map((list) => readList(dataProvider, list, cusId, period, 1, page * size)));
  const merged = read.flatMap((list) => list.rows).sort(newestFirst);
  return { list: merged.slice((page - 1) * size, page * size), totalCnt: read.reduce((sum, list) => sum + list.total, 0) };
}
