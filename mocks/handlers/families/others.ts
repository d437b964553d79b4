import { http, type HttpHandler } from 'msw';
import { ok, readBody } from '../util';
import { seedFrom } from '../../db/random';
import { badRequest, param, recordOf, screenFor, tableFor, textOf } from './shared';

/**
 * The extra calls of the "other resources" whose CRUD the rest handlers serve: POS items,
 * geocoding, and the promotion duplicate check of payment random numbers. Registered before
 * the rest handlers, whose `{type}/{id}` shapes would catch them.
 */
const restTable = (type: string) => tableFor(screenFor(['rest'], type), type);

export const otherHandlers: HttpHandler[] = [
  http.get('/api/item/posItems', () => {
    const list = restTable('item')
      .all()
      .map((row, index) => ({ posItemCd: `POS${String(index + 1).padStart(5, '0')}`, posItemName: row.itemName ?? row.itemNm ?? `상품 ${index + 1}`, price: row.price ?? row.salePrice ?? 0 }));
    return ok({ list, totalCnt: list.length });
  }),
  /** A stable point around Seoul for an address (the mock has no map service). */
  http.post('/api/storeManage/geocode', async ({ request }) => {
    const address = textOf(recordOf(await readBody(request)).address);
    if (!address) return badRequest('주소을(를) 입력해주세요.');
    const hash = seedFrom(address);
    const lat = 37.45 + (hash % 2000) / 10_000;
    const lng = 126.85 + (Math.floor(hash / 2000) % 3000) / 10_000;
    return ok({ result: '0000', data: { address, lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) } });
  }),
  http.post('/api/paymentRandomNumber/duplicate/promotion/:id', ({ params }) => {
    const promotionId = param(params, 'id');
    const taken = restTable('paymentRandomNumber')
      .all()
      .some((row) => textOf(row.promotionId) === promotionId);
    return ok(taken ? { result: '9999', msg: '이미 난수가 등록된 프로모션입니다.' } : { result: '0000', msg: '등록할 수 있는 프로모션입니다.' });
  }),
];
