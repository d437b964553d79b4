import { http, type HttpHandler } from 'msw';
import { findScreen } from '@resources/registry';
import { memberIdAt } from '../../db/generators';
import { createRandom, seedFrom } from '../../db/random';
import { items, storeAreas } from '../../db/vocabulary';
import { getLargeList, readLargeList, setLargeList } from '../../largeList';
import { logDownload, downloadRefusal } from '../../privacy';
import { currentStoreScope } from '../../storeScope';
import { filtersOf, ok, readBody, sliceOf, sortOf, success } from '../util';
import { todayText, type Row } from './shared';

/**
 * 주문 내역 answered from a QA scenario's large universe (mocks/largeList.ts): `rows` orders of
 * today, evenly spread over the day, newest first; row `i` of the list is made from `i` alone,
 * so a page costs its own rows and the universe is never held. It answers the head office's
 * reads filtered by the order date only (the page opens on today: all rows, another day: none);
 * a store owner's read, the period '진행중' or any other filter falls through to the seeded
 * orders. Sorted by the order date or number (either way); other sorts keep that order.
 */
const DAY_SECONDS = 86_400;
const PAY_METHODS = ['CARD', 'CARD', 'EASY_PAY', 'EASY_PAY', 'GIFT_CARD', 'PREPAY'];
const STATUSES = ['DONE', 'DONE', 'DONE', 'DONE', 'PAID', 'ACCEPTED', 'MAKING', 'READY', 'CANCELED'];
const DATE_FILTERS = new Set(['orderDtFrom', 'orderDtTo', 'excelYn', 'downloadReason', 'downloadKey']);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const digits = (text: string) => text.replace(/\D/g, '');

/** The order `n` of the day (0 the first, `count - 1` the last). */
function orderAt(n: number, count: number, day: string): Row {
  const r = createRandom(seedFrom('largeOrders', n));
  const second = Math.floor((n * DAY_SECONDS) / Math.max(count, 1));
  const time = `${pad(Math.floor(second / 3600))}:${pad(Math.floor(second / 60) % 60)}:${pad(second % 60)}`;
  const store = r.int(1, 40);
  const drinks = r.chance(0.6) ? 1 : r.int(2, 3);
  const item = r.pick(items);
  return {
    orderNo: `L${day}${pad(n + 1, 7)}`,
    orderDt: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)} ${time}`,
    storeId: `ST${pad(store, 4)}`,
    storeName: `${storeAreas[store % storeAreas.length]}점`,
    cusId: memberIdAt(r.int(0, 299)),
    receiveType: r.chance(0.75) ? 'PICKUP' : 'DELIVERY',
    itemSummary: drinks > 1 ? `${item} 외 ${drinks - 1}건` : item,
    orderStatus: r.pick(STATUSES),
    payMethod: r.pick(PAY_METHODS),
    payAmt: r.int(25, 65) * 100 * drinks,
  };
}

function includesToday(filters: Map<string, string | string[]>, day: string): boolean {
  const from = digits(String(filters.get('orderDtFrom') ?? '')).slice(0, 8);
  const to = digits(String(filters.get('orderDtTo') ?? '')).slice(0, 8);
  return (!from || from <= day) && (!to || to >= day);
}

export const largeOrderHandlers: HttpHandler[] = [
  // the scenario's large list for this tab over HTTP (the cookie's), where no `window.__mock` exists: `{ resource: 'order', rows }`, `{}` stops it
  http.post('/api/mock/largeList', async ({ request }) => {
    setLargeList(readLargeList(await readBody(request)));
    return success({ largeList: getLargeList() ?? null });
  }),
  http.get('/api/order', ({ request }) => {
    const large = getLargeList();
    if (large?.resource !== 'order' || currentStoreScope()) return undefined;
    const url = new URL(request.url);
    const filters = filtersOf(url.searchParams, []);
    if ([...filters.keys()].some((key) => !DATE_FILTERS.has(key))) return undefined;
    const screen = findScreen('order');
    if (!screen) return undefined;
    const refusal = downloadRefusal(screen, url.searchParams);
    if (refusal) return refusal;
    const day = todayText();
    const total = includesToday(filters, day) ? large.rows : 0;
    const sort = sortOf(url.searchParams, { defaultSort: screen.sort });
    const newestFirst = !(sort && ['orderDt', 'orderNo'].includes(sort.field) && sort.order === 'ASC');
    const [start, end] = sliceOf(url.searchParams, total);
    const list: Row[] = [];
    for (let index = Math.max(0, start); index < Math.min(end, total); index += 1) list.push(orderAt(newestFirst ? total - 1 - index : index, total, day));
    logDownload(screen, url.searchParams, list.length);
    return ok({ list, totalCnt: total });
  }),
];
