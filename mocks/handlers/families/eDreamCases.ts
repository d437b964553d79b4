import { SYSTEM_ACTOR } from '@resources/fields';
import { findScreen } from '@resources/registry';
import { EDREAM_GOAL_DEFAULT } from '@resources/marketing/eDreamRules';
import { db } from '../../db';
import { BASE_SEED, createRandom, seedFrom } from '../../db/random';
import { adminIdNow, familyTable, nowText, tableFor, textOf, type Row } from './shared';
import { stampReasons } from '../../db/vocabulary';

/**
 * The eDream cases of the mock server: a customer's participation (the /eDream rows, type
 * eDreamSet), its coupons (the exchange ticket and what was issued with it) and its stamp
 * history, plus the program setting (GET/POST eDreamSet/setting). Coupons and stamp history are
 * built from the case the first time they are asked for, deterministically, and then kept.
 */
export const cases = () => familyTable('eDreamSet', 'eDreamSet');
export const stores = () => tableFor(findScreen('storeManage'), 'storeManage', 'storeId');
export const members = () => tableFor(findScreen('member'), 'member', 'cusId');
export const coupons = () => db.collection('eDreamCoupon', 'couponNo');
export const stampHistory = () => db.collection('eDreamStamp', 'id');
export const settings = () => db.collection('eDreamSetting', 'code');
export const gifts = () => tableFor(findScreen('eDreamStampGift'), 'eDreamStampGift');

const SETTING = 'setting';
export const settingNow = (): Row =>
  settings().get(SETTING) ?? settings().insert({ code: SETTING, goalStamp: EDREAM_GOAL_DEFAULT, rewardName: '이드림 교환권', modDt: '2026-01-02 09:00:00' });
export const goalNow = () => Number(settingNow().goalStamp) || EDREAM_GOAL_DEFAULT;

/** A seeded case without a ticket carries no ticket number. */
function tidy(row: Row): Row {
  if (row.ticketStatus === 'NONE' && textOf(row.ticketNo)) cases().table.update(row.id, { ticketNo: '' }, { keepRev: true });
  return row;
}

/** The case as the server answers it: with its store's name. */
export const shownCase = (row: Row): Row => ({ ...tidy(row), storeName: textOf(stores().get(row.storeId)?.storeName) });
export const allCases = () => cases().table.all().map(shownCase);

export const newTicketNo = () => `ED${Date.now().toString().slice(-10)}${String(coupons().all().length % 100).padStart(2, '0')}`;

/** The case's coupons: the ticket it holds (when any) and, for an issued one, the coupon issued with it. */
export function couponsOf(row: Row): Row[] {
  const id = String(row.id);
  const own = () =>
    coupons()
      .all()
      .filter((coupon) => String(coupon.caseId) === id);
  if (own().length === 0 && textOf(row.ticketNo)) {
    const r = createRandom(seedFrom(BASE_SEED, 'eDreamCoupon', id));
    const status = row.ticketStatus === 'USED' ? 'USED' : row.ticketStatus === 'CANCELED' ? 'CANCELED' : 'ISSUED';
    const issueDt = textOf(row.regDt) || '2026-01-02 09:00:00';
    coupons().insert({
      couponNo: textOf(row.ticketNo),
      caseId: id,
      couponName: '이드림 교환권',
      couponStatus: status,
      issueDt,
      cancelDt: status === 'CANCELED' ? issueDt : '',
    });
    if (status !== 'CANCELED' && r.chance(0.5))
      coupons().insert({ couponNo: `${textOf(row.ticketNo)}B`, caseId: id, couponName: '이드림 음료 1잔', couponStatus: status, issueDt, cancelDt: '' });
  }
  return own().sort((a, b) => textOf(a.couponNo).localeCompare(textOf(b.couponNo)));
}

/** The case's stamp history (newest first); the seeded rows add up to the stamps it holds. */
export function stampsOf(row: Row): Row[] {
  const id = String(row.id);
  const own = () =>
    stampHistory()
      .all()
      .filter((entry) => String(entry.caseId) === id);
  if (own().length === 0) {
    const r = createRandom(seedFrom(BASE_SEED, 'eDreamStamp', id));
    let left = Number(row.stampCnt) || 0;
    for (let index = 0; left > 0; index += 1) {
      const cnt = Math.min(left, r.int(1, 3));
      left -= cnt;
      stampHistory().insert({
        caseId: id,
        stampDt: `2026-0${1 + (index % 9)}-${String(10 + r.int(0, 18))} 1${r.int(0, 9)}:00:00`,
        stampCnt: cnt,
        reason: r.pick(stampReasons),
        regId: SYSTEM_ACTOR,
      });
    }
  }
  return own().sort((a, b) => textOf(b.stampDt).localeCompare(textOf(a.stampDt)) || Number(b.id) - Number(a.id));
}

/** One line of the stamp history, written by a console action. */
export function addStamps(row: Row, stampCnt: number, reason: string): void {
  stampsOf(row);
  stampHistory().insert({ caseId: String(row.id), stampDt: nowText(), stampCnt, reason, regId: adminIdNow() });
}

export const stampSum = (row: Row) => stampsOf(row).reduce((sum, entry) => sum + (Number(entry.stampCnt) || 0), 0);

/** The customer's latest case (where stamps given to the customer go). */
export const caseOfCustomer = (cusId: unknown): Row | undefined =>
  cases()
    .table.all()
    .filter((row) => textOf(row.cusId) === textOf(cusId))
    .sort((a, b) => textOf(b.regDt).localeCompare(textOf(a.regDt)))[0];
