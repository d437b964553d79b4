import { http, type HttpHandler } from 'msw';
import { notFound, ok, readBody, success } from '../util';
import { geocodeOf } from '../../db/geocode';
import { adminIdNow, badRequest, nowText, param, recordOf, screenFor, tableFor, textOf, type Row } from './shared';

/**
 * The extra calls of the "other resources" whose CRUD the rest handlers serve: POS items,
 * geocoding, and 프로모션 복제 of payment random numbers. Registered before
 * the rest handlers, whose `{type}/{id}` shapes would catch them.
 */
const restTable = (type: string) => tableFor(screenFor(['rest'], type), type);

/** The POS master: one POS item per console item, in the item table's order. */
const posItems = () =>
  restTable('item')
    .all()
    .map((row, index) => ({
      posItemCd: `POS${String(index + 1).padStart(5, '0')}`,
      posItemName: row.itemName ?? row.itemNm ?? `상품 ${index + 1}`,
      price: row.price ?? row.salePrice ?? 0,
    }));

export const otherHandlers: HttpHandler[] = [
  http.get('/api/item/posItems', () => {
    const list = posItems();
    return ok({ list, totalCnt: list.length });
  }),
  /** A stable point around Seoul for an address (the mock has no map service). */
  http.post('/api/storeManage/geocode', async ({ request }) => {
    const address = textOf(recordOf(await readBody(request)).address);
    if (!address) return badRequest('주소를 입력해주세요.');
    return ok({ result: '0000', data: { address, ...geocodeOf(address) } });
  }),
  /** An item linked to a POS item: the code must be one of GET item/posItems (the save itself is the rest handlers'). */
  http.put('/api/item/:id', async ({ request }) => {
    const posItemCd = textOf(recordOf(await readBody(request.clone())).posItemCd);
    if (posItemCd && !posItems().some((row) => row.posItemCd === posItemCd)) return badRequest('포스에 없는 상품 코드입니다.');
    return undefined;
  }),
  /**
   * 프로모션 복제: the payment random-number set {id} copied as a new set, named '… (복제)', its
   * numbers not yet used and the promotion not yet started (진행 예정).
   */
  http.post('/api/paymentRandomNumber/duplicate/promotion/:id', ({ params }) => {
    const table = restTable('paymentRandomNumber');
    const source = table.get(param(params, 'id'));
    if (!source) return notFound('복제할 프로모션을 찾을 수 없습니다.');
    const copy: Row = { ...source, promotionName: `${textOf(source.promotionName).slice(0, 45)} (복제)`, useCnt: 0, progress: 'READY' };
    for (const field of [table.key, 'rev', 'modId', 'modDt']) delete copy[field];
    const created = table.insert({ ...copy, regId: adminIdNow(), regDt: nowText() });
    return success({ data: created }, '프로모션이 복제되었습니다.');
  }),
];
