import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import { choices, count, displayStatusChoices, f, itemRef, modDt, possibleChoices, screensOf } from '../fields';

/**
 * 매장별 상품 제한 (group 0208): one row per store, opened at /{name}/{storeId}; the list shows
 * the store's current setting and the detail edits it.
 */

const { content } = screensOf('display');

const limitScreen = (name: string, menuCode: string, label: string, settings: FieldDeclaration[]) =>
  content({
    name,
    menuCode,
    label,
    primaryKey: 'storeId',
    detailParam: 'storeId',
    actions: ['show', 'edit', 'excel'],
    fields: [
      f.text('storeId', '매장 코드', { filter: true, input: false }),
      f.text('storeName', '매장명', { filter: 'alwaysOn', input: false, sample: 'storeName' }),
      f.code('region', '지역', '905', { filter: true, input: false }),
      ...settings,
      modDt('최근 수정일'),
    ],
    sort: { field: 'storeId', order: 'ASC' },
  });

const possibleYn = (source: string, label: string) => f.yn(source, label, { filter: true, required: true, choices: possibleChoices });

export const limits: ScreenDeclaration[] = [
  limitScreen('orderLimit', '020803', '주문 제한', [
    count('maxOrderQty', '1회 최대 주문 수량', { required: true, min: 1 }),
    f.won('maxOrderAmt', '1회 최대 주문 금액', { required: true, min: 0, sample: 'amount' }),
    possibleYn('pickupYn', '픽업 주문'),
    possibleYn('deliveryYn', '배달 주문'),
  ]),
  limitScreen('optionLimit', '020804', '옵션 제한', [
    count('maxShotCnt', '최대 샷 추가', { required: true, min: 0 }),
    count('maxSyrupCnt', '최대 시럽 추가', { required: true, min: 0 }),
    count('limitOptionCnt', '판매 제한 옵션 수', { input: false }),
  ]),
  limitScreen('soldoutProd', '020801', '품절 상품', [
    count('soldoutCnt', '품절 상품 수', { input: false }),
    f.dateTime('soldoutDt', '최근 품절 등록일시', { input: false }),
    f.yn('autoReleaseYn', '익일 자동 해제', { required: true, choices: choices({ Y: '해제', N: '유지' }) }),
  ]),
  limitScreen('bestProd', '020802', '베스트 상품', [
    count('bestCnt', '베스트 상품 수', { input: false }),
    itemRef('대표 베스트 상품', { filter: false, required: false }),
    f.yn('bestDispYn', '베스트 노출', { required: true, choices: displayStatusChoices }),
  ]),
];
