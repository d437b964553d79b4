import { http, type HttpHandler } from 'msw';
import { ORDER_TYPES, type OrderListName } from '@resources/orders/purchases';
import { findScreen } from '@resources/registry';
import { isRecord } from '../util';
import { listOf } from './records';
import { badRequest, tableFor, textOf, todayText, type Row } from './shared';

/**
 * The order lists' period '진행중' (issue 13, spec §9): `period=ing` with the list's order type
 * (`orderType` ORDER, RESERVE or SUBSCRIBE) lists the orders still in progress: paid but not yet
 * handed over (결제 완료 … 제조 완료), and subscriptions not canceled whose term has not ended.
 * Any other list read of these screens falls through to the rest handlers.
 */
const LIVE = new Set(['PAID', 'ACCEPTED', 'MAKING', 'READY']);

const ongoing: Record<OrderListName, (row: Row, today: string) => boolean> = {
  order: (row) => LIVE.has(textOf(row.orderStatus)),
  reserveOrder: (row) => LIVE.has(textOf(row.orderStatus)),
  subscribeOrder: (row, today) => row.orderStatus !== 'CANCELED' && textOf(row.expireDt).replace(/-/g, '') >= today,
};

/** The list filter of either query style: `?filter={json}` (rest) or flat parameters. */
function filterOf(url: URL): Row {
  try {
    const json: unknown = JSON.parse(url.searchParams.get('filter') ?? '{}');
    if (isRecord(json)) return { ...Object.fromEntries(url.searchParams), ...json };
  } catch {
    /* not JSON: the flat parameters */
  }
  return Object.fromEntries(url.searchParams);
}

const listHandler = (name: OrderListName) =>
  http.get(`/api/${name}`, ({ request }) => {
    const url = new URL(request.url);
    const filter = filterOf(url);
    if (filter.period === undefined || filter.period === '') return undefined;
    if (filter.period !== 'ing') return badRequest('조회 기간이 올바르지 않습니다.');
    if (textOf(filter.orderType) !== ORDER_TYPES[name]) return badRequest('주문 구분이 올바르지 않습니다.');
    const screen = findScreen(name);
    const table = tableFor(screen, name, 'orderNo');
    const today = todayText();
    return listOf(
      { table, screen },
      url,
      table.all().filter((row) => ongoing[name](row, today)),
    );
  });

export const orderHandlers: HttpHandler[] = (Object.keys(ORDER_TYPES) as OrderListName[]).map(listHandler);
