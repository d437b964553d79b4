import type { FieldDeclaration, ScreenDeclaration } from '@/declarations/types';
import {
  amount,
  categoryScreen,
  choices,
  count,
  displayStatusChoices,
  f,
  idField,
  imageUrl,
  inUse,
  itemRef,
  period,
  regDt,
  saleStatusChoices,
  screensOf,
  sortOrder,
  status,
} from './fields';

/** 상품 관리 (area 01): the POS item master and the per-channel sale settings. */

const { content, search } = screensOf('items');

const temperatureChoices = choices({ HOT: '따뜻하게', ICE: '차갑게', BOTH: '선택 가능', NONE: '해당 없음' });

/** 픽업/배달/예약 상품: an item of the POS master put on sale in one ordering channel. */
const channelItem = (name: string, menuCode: string, label: string, extra: FieldDeclaration[] = []) =>
  content({
    name,
    menuCode,
    label,
    fields: [
      idField(),
      itemRef(),
      f.text('dispName', '앱 노출 상품명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'itemName' }),
      amount('price', '판매가', { required: true }),
      ...extra,
      imageUrl('상품 이미지'),
      status(saleStatusChoices, '판매 상태'),
      sortOrder(),
      regDt(),
    ],
  });

export const items: ScreenDeclaration[] = [
  search({
    name: 'item',
    menuCode: '010101',
    label: '상품 목록',
    history: true,
    primaryKey: 'itemCd',
    // the form links the item to a POS item (GET item/posItems, issue 15)
    actions: ['edit', 'excel'],
    fields: [
      f.text('itemCd', '상품 코드', { filter: 'alwaysOn', input: false }),
      f.text('itemName', '상품명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'itemName' }),
      f.code('categoryCd', '카테고리', '904', { filter: true }),
      amount('price', '판매가', { required: true, min: 0 }),
      f.select('temperature', '온도 구분', temperatureChoices, { filter: true }),
      f.yn('saleYn', '판매 여부', { filter: true, choices: saleStatusChoices }),
      f.dateTime('posSyncDt', '포스 연동일시', { input: false }),
      regDt(),
    ],
    sort: { field: 'itemCd', order: 'ASC' },
    // 엑셀 일괄등록 (issue 37): new items and changes of existing ones, keyed by the item code
    bulkUpload: {
      mode: 'upsert',
      key: 'itemCd',
      columns: [
        { source: 'itemCd', required: true, maxLength: 20, example: 'IT9001' },
        // a new item's name and price are the server's check (a change of an item may leave them blank)
        { source: 'itemName', required: false, example: '바닐라 크림 콜드브루' },
        { source: 'categoryCd', required: true, example: '90401' },
        { source: 'price', required: false, example: 5800 },
        { source: 'temperature', example: 'ICE' },
        { source: 'saleYn', required: true, example: 'Y' },
      ],
    },
  }),
  categoryScreen({
    name: 'itemCategory',
    menuCode: '010102',
    area: 'items',
    label: '상품 카테고리',
    categoryCode: '904',
    nameLabel: '카테고리명',
    sample: 'categoryName',
  }),
  content({
    name: 'option',
    menuCode: '010103',
    label: '옵션 관리',
    fields: [
      idField(),
      f.code('optionGroup', '옵션 그룹', '906', { filter: 'alwaysOn', required: true }),
      f.text('optionName', '옵션명', { filter: 'alwaysOn', required: true, maxLength: 30, sample: 'optionName' }),
      amount('price', '추가 금액', { required: true, min: 0 }),
      count('maxQty', '최대 선택 수량', { required: true, min: 1, max: 9 }),
      status(saleStatusChoices, '판매 상태'),
      sortOrder(),
      regDt(),
    ],
  }),
  channelItem('pickup', '0102', '픽업 상품'),
  channelItem('delivery', '0103', '배달 상품', [amount('deliveryPrice', '배달 판매가', { required: true })]),
  search({
    name: 'subscribe',
    menuCode: '0104',
    label: '구독 상품',
    fields: [
      idField(),
      f.text('subsName', '구독 상품명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'itemName' }),
      f.select('subsCycle', '구독 주기', choices({ WEEK: '주간', MONTH: '월간' }), { filter: true }),
      amount('price', '구독료', { required: true, min: 0 }),
      count('useCnt', '이용 가능 횟수'),
      ...period('판매 시작일', '판매 종료일'),
      status(saleStatusChoices, '판매 상태'),
      regDt(),
    ],
  }),
  channelItem('reserve', '0105', '예약 상품', [
    count('minQty', '최소 주문 수량', { required: true, min: 1 }),
    count('leadDays', '준비 기간(일)', { required: true, min: 0 }),
  ]),
  content({
    name: 'giftCouponItemManage',
    menuCode: '010601',
    label: '모바일 상품권 상품',
    fields: [
      idField(),
      itemRef('교환 상품'),
      f.text('giftName', '상품권명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'itemName' }),
      amount('faceAmt', '권면 금액', { required: true }),
      count('validDays', '유효 기간(일)', { required: true, min: 1 }),
      imageUrl('상품권 이미지'),
      status(saleStatusChoices, '판매 상태'),
      sortOrder(),
      regDt(),
    ],
  }),
  content({
    name: 'giftCardImg',
    menuCode: '010602',
    label: '기프트카드 이미지',
    fields: [
      idField(),
      f.text('title', '디자인명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'bannerTitle' }),
      f.select(
        'theme',
        '테마',
        choices({
          BASIC: '기본',
          BIRTHDAY: '생일',
          THANKS: '감사',
          CONGRATS: '축하',
          CHEER: '응원',
        }),
        { filter: true, required: true },
      ),
      imageUrl('카드 이미지'),
      status(),
      sortOrder(),
      regDt(),
    ],
  }),
  content({
    name: 'menuIntroItem',
    menuCode: '0107',
    label: '메뉴 소개 상품',
    fields: [
      idField(),
      itemRef(),
      f.text('introName', '소개 메뉴명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'itemName' }),
      f.longText('description', '메뉴 설명', { required: true, maxLength: 500, sample: 'message' }),
      count('kcal', '열량(칼로리)', { min: 0 }),
      f.text('allergy', '알레르기 유발 성분', { column: false, maxLength: 100 }),
      imageUrl('메뉴 이미지'),
      inUse('노출 여부', displayStatusChoices),
      sortOrder(),
      regDt(),
    ],
  }),
];
