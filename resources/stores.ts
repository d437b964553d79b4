import type { ScreenDeclaration } from '@/declarations/types';
import { bizNo, choices, f, idField, inUse, modDt, person, possibleChoices, regDt, screensOf, storeRef } from './fields';

/** 매장 관리 (area 05): the store master, per-store services and corporate member companies. */

const { content, manage, search } = screensOf('stores');

const serviceYn = (source: string, label: string) => f.yn(source, label, { filter: true, required: true, choices: possibleChoices });
const time = (source: string, label: string) => f.text(source, label, { required: true, maxLength: 5 });

export const stores: ScreenDeclaration[] = [
  search({
    name: 'storeManage',
    menuCode: '0501',
    label: '매장 정보',
    history: true,
    primaryKey: 'storeId',
    // the form geocodes its address (POST storeManage/geocode) and keeps lat/lng (issue 15)
    actions: ['edit', 'excel'],
    fields: [
      f.text('storeId', '매장 코드', { filter: true, input: false }),
      // the store's identity: head office's to change (a store owner reads it)
      f.text('storeName', '매장명', { filter: 'alwaysOn', required: true, maxLength: 50, sample: 'storeName', headOfficeOnly: true }),
      f.code('region', '지역', '905', { filter: true, headOfficeOnly: true }),
      bizNo({ headOfficeOnly: true }),
      person('ownerName', '점주명'),
      f.phone('storeTel', '매장 전화번호', { sample: 'phone' }),
      f.text('address', '주소', { sample: 'address' }),
      f.select('storeStatus', '영업 상태', choices({ OPEN: '영업 중', PAUSE: '휴점', CLOSED: '폐점' }), { filter: true }),
      f.date('openDt', '오픈일'),
    ],
    sort: { field: 'storeId', order: 'ASC' },
    // 엑셀 일괄등록 (issue 37): existing stores' hours (their service setting), phone and state, by store code
    bulkUpload: {
      mode: 'update',
      key: 'storeId',
      columns: [
        { source: 'storeId', required: true, maxLength: 20, example: 'ST0001' },
        { source: 'openTime', label: '주문 시작 시각', kind: 'time', example: '07:00' },
        { source: 'closeTime', label: '주문 마감 시각', kind: 'time', example: '22:00' },
        { source: 'storeTel', example: '0212345678' },
        { source: 'storeStatus', example: 'OPEN' },
      ],
    },
  }),
  content({
    name: 'storeService',
    menuCode: '0502',
    label: '매장 서비스 설정',
    actions: ['create', 'edit', 'excel'],
    uniqueBy: 'storeId', // one setting per store: its services and hours
    sort: { field: 'storeId', order: 'ASC' },
    fields: [
      idField(),
      storeRef(),
      serviceYn('pickupYn', '픽업'),
      serviceYn('deliveryYn', '배달'),
      serviceYn('reserveYn', '예약'),
      serviceYn('subscribeYn', '구독'),
      time('openTime', '주문 시작 시각'),
      time('closeTime', '주문 마감 시각'),
      modDt(),
    ],
  }),
  manage({
    name: 'corporateMember',
    menuCode: '0503',
    label: '법인 회원사',
    fields: [
      idField(),
      f.text('corpName', '회사명', { filter: 'alwaysOn', required: true, maxLength: 50 }),
      f.text('deptName', '부서명', { filter: true, maxLength: 50 }),
      bizNo({ required: true }),
      person('managerName', '담당자', { required: true }),
      f.phone('managerHp', '담당자 휴대폰', { required: true, validate: ['mobile'], sample: 'phone' }),
      f.number('discountRate', '할인율(%)', { min: 0, max: 100, sample: 'percent' }),
      inUse(),
      regDt(),
    ],
  }),
];
