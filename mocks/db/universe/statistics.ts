import type { Tables } from '../database';
import { dateOf, DAY, LAST_DAY, type Row } from './model';
import { LEVELS, type Level, type Member } from './members';
import type { SeededOrder } from './orders';

/**
 * The member statistics screens, counted from the universe (0706 가입 현황, 0707 적립 현황,
 * 0708 등급 현황), and the row rules of the statistics area (used ≤ issued; the money statistics
 * are summed from the ledgers: moneyStats.ts, the orders' from the orders: orderStats.ts). Dates are the seed's: the day
 * before its "today" is the last counted.
 */
const STATE_DAYS = 60;
const SAVE_DAYS = 30;

const day = (text: unknown) => String(text).slice(0, 10);
const within = (text: unknown, last: string) => text !== null && text !== undefined && day(text) <= last;

/** 0706: per day, sign-ups, withdrawals, dormancies, monthly users and the members at the day's end. */
export function customerState(members: readonly Member[], orders: readonly SeededOrder[]): Row[] {
  const rows: Row[] = [];
  for (let offset = STATE_DAYS - 1; offset >= 0; offset -= 1) {
    const today = dateOf(LAST_DAY - offset * DAY);
    const monthAgo = dateOf(LAST_DAY - (offset + 29) * DAY);
    const ended = (member: Member, status: string) => member.memberStatus === status && within(member.statusDt, today);
    const users = new Set(
      orders.filter(({ row }) => day(row.orderDt) <= today && day(row.orderDt) >= monthAgo && row.orderStatus !== 'CANCELED').map(({ row }) => row.cusId),
    );
    rows.push({
      statDt: today,
      newCnt: members.filter((member) => day(member.joinDt) === today).length,
      dropCnt: members.filter((member) => member.memberStatus === 'WITHDRAWN' && day(member.statusDt) === today).length,
      dormantCnt: members.filter((member) => member.memberStatus === 'DORMANT' && day(member.statusDt) === today).length,
      mauCnt: users.size,
      totalCnt: members.filter((member) => within(member.joinDt, today) && !ended(member, 'WITHDRAWN')).length,
    });
  }
  return rows.reverse().map((row, index) => ({ id: index + 1, ...row }));
}

const levelAt = (member: Member, when: string): Level => (day(member.levelDt) <= when ? member.level : member.prevLevel);

/** 0707: per day and level, the members who earned stamps, stamps earned and used, and what they paid. */
export function customerSaveState(members: readonly Member[], ledger: readonly Row[], orders: readonly SeededOrder[]): Row[] {
  const byId = new Map(members.map((member) => [member.cusId, member]));
  const rows: Row[] = [];
  for (let offset = SAVE_DAYS - 1; offset >= 0; offset -= 1) {
    const today = dateOf(LAST_DAY - offset * DAY);
    const moves = ledger.filter((row) => day(row.saveDt) === today);
    const paid = orders.filter(({ row }) => day(row.orderDt) === today && row.orderStatus !== 'CANCELED');
    for (const level of LEVELS) {
      const ofLevel = (cusId: unknown) => {
        const member = byId.get(String(cusId));
        return member !== undefined && levelAt(member, today) === level;
      };
      const mine = moves.filter((row) => ofLevel(row.cusId));
      const saved = mine.filter((row) => Number(row.stampCnt) > 0);
      rows.push({
        statDt: today,
        level,
        saveCusCnt: new Set(saved.map((row) => row.cusId)).size,
        saveStampCnt: saved.reduce((sum, row) => sum + Number(row.stampCnt), 0),
        useStampCnt: mine.filter((row) => Number(row.stampCnt) < 0).reduce((sum, row) => sum - Number(row.stampCnt), 0),
        payAmt: paid.filter(({ row }) => ofLevel(row.cusId)).reduce((sum, { row }) => sum + row.payAmt, 0),
      });
    }
  }
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}

/** Shares that add up to 100: rounded, the last one the remainder (as the dashboard's level chart). */
export function shares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const rounded = counts.slice(0, -1).map((count) => Math.round((count / total) * 100));
  return [...rounded, 100 - rounded.reduce((sum, share) => sum + share, 0)];
}

/** 0708: per month of 2026 and level, the members at the month's end, upgrades into and downgrades to it. */
export function customerLevel(members: readonly Member[]): Row[] {
  const rows: Row[] = [];
  for (let month = 0; month <= new Date(LAST_DAY).getUTCMonth(); month += 1) {
    const first = dateOf(Date.UTC(2026, month, 1));
    const last = dateOf(Math.min(Date.UTC(2026, month + 1, 0), LAST_DAY));
    const present = members.filter((member) => within(member.joinDt, last) && !(member.memberStatus === 'WITHDRAWN' && within(member.statusDt, last)));
    const changed = members.filter((member) => member.levelDt !== member.joinDt && day(member.levelDt) >= first && day(member.levelDt) <= last);
    const counts = LEVELS.map((level) => present.filter((member) => levelAt(member, last) === level).length);
    const ratios = shares(counts);
    LEVELS.forEach((level, index) =>
      rows.push({
        statMonth: first,
        level,
        cusCnt: counts[index],
        upCnt: changed.filter((member) => member.level === level && LEVELS.indexOf(member.prevLevel) < index).length,
        downCnt: changed.filter((member) => member.level === level && LEVELS.indexOf(member.prevLevel) > index).length,
        ratio: ratios[index],
      }),
    );
  }
  return rows.map((row, index) => ({ id: index + 1, ...row }));
}

const num = (value: unknown) => Number(value) || 0;

/** The statistics area's rows no ledger makes, made coherent: nothing uses more than it issued (the orders' and coupons' statistics: orderStats.ts, couponStats.ts). */
export function fixStatistics(tables: Tables): void {
  const rows = (name: string) => (tables[name]?.rows ?? []) as Row[];
  for (const row of rows('stampSaveState')) row.useCnt = Math.min(num(row.useCnt), num(row.saveCnt));
}
