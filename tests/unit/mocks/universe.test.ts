import { describe, expect, it } from 'vitest';
import type { Tables } from '@mocks/db/database';
import { buildSeed } from '@mocks/db/seed';
import { UNIVERSE } from '@mocks/db/universe';
import { CHANNEL_FLAGS, type Channel } from '@mocks/db/universe/history';
import { MEMBER_COUNT } from '@mocks/db/universe/members';
import { screens } from '@resources/registry';
import { collectionNameOf } from '@mocks/db/seedScreens';
import { memberLevelChoices } from '@resources/fields';
import { joinPathChoices, memberStatusChoices } from '@resources/members/accounts';
import { validateEmail, validateMobile } from '@/validation/rules';

/**
 * The member universe's invariants (issue 12): every record naming a member points at a seeded
 * member with the same number, name and mobile; a member's stamp movements add up to their
 * /stampSearch row; coupons, cards, orders and histories agree; the statistics count the rows.
 */
type Row = Record<string, unknown>;
const tables: Tables = buildSeed();
const rows = (name: string) => (tables[name]?.rows ?? []) as Row[];
const u = (table: keyof typeof UNIVERSE) => rows(UNIVERSE[table].name);
const members = new Map(u('member').map((member) => [String(member.cusId), member]));
const member = (cusId: unknown) => {
  const found = members.get(String(cusId));
  if (!found) throw new Error(`no member ${String(cusId)}`);
  return found;
};
const byMember = (list: readonly Row[], field = 'cusId') => {
  const map = new Map<string, Row[]>();
  for (const row of list) map.set(String(row[field]), [...(map.get(String(row[field])) ?? []), row]);
  return map;
};
const sum = (list: readonly Row[], field: string) => list.reduce((total, row) => total + Number(row[field]), 0);
const orders = [...u('order'), ...u('reserveOrder'), ...u('subscribeOrder')];
const orderByNo = new Map(orders.map((order) => [String(order.orderNo), order]));

describe('member universe', () => {
  it('is deterministic', () => {
    expect(buildSeed()).toEqual(tables);
  });

  it('seeds a few hundred members with unique numbers and mobiles, valid e-mails and the declared codes', () => {
    const list = u('member');
    expect(list).toHaveLength(MEMBER_COUNT);
    expect(new Set(list.map((row) => row.cusHp)).size).toBe(list.length);
    const ids = (choices: { id: unknown }[]) => choices.map((choice) => choice.id);
    for (const row of list) {
      expect(validateMobile(row.cusHp), String(row.cusHp)).toBeUndefined();
      expect(validateEmail(row.email), String(row.email)).toBeUndefined();
      expect(String(row.cusName)).toMatch(/^[가-힣]{2,4}$/);
      expect(ids(memberLevelChoices)).toContain(row.level);
      expect(ids(joinPathChoices)).toContain(row.joinPath);
      expect(ids(memberStatusChoices)).toContain(row.memberStatus);
    }
    expect(new Set(list.map((row) => row.joinPath)).size).toBe(5);
    expect(new Set(list.map((row) => row.memberStatus)).size).toBe(4);
  });

  it('points every member number of every screen at a member, with that member’s name and mobile', () => {
    for (const screen of screens) {
      for (const field of screen.fields.filter((candidate) => candidate.linkTo === 'member')) {
        const list = rows(collectionNameOf(screen));
        for (const row of list) {
          const owner = member(row[field.source]);
          if (field.source !== 'cusId') continue;
          if ('cusName' in row && screen.name !== 'combine') expect(row.cusName, `${screen.name} ${String(row.cusId)}`).toBe(owner.cusName);
          if ('cusHp' in row) expect(row.cusHp, `${screen.name} ${String(row.cusId)}`).toBe(owner.cusHp);
        }
      }
    }
    for (const gift of u('stampGift')) {
      expect(gift.sendName).toBe(member(gift.cusId).cusName);
      expect(gift.recvName).toBe(member(gift.recvCusId).cusName);
    }
    for (const card of u('giftCard')) expect([card.buyerName, card.buyerHp]).toEqual([member(card.cusId).cusName, member(card.cusId).cusHp]);
    for (const card of u('prepayCard')) expect([card.cusName, card.cusHp]).toEqual([member(card.cusId).cusName, member(card.cusId).cusHp]);
  });

  it('sums each member’s stamp movements to their /stampSearch row, never below zero on the way', () => {
    const ledger = byMember(u('stamp'));
    const summaries = new Map(u('stampSummary').map((row) => [String(row.cusId), row]));
    for (const [cusId, own] of ledger) {
      const owner = member(cusId);
      if (owner.memberStatus === 'WITHDRAWN') {
        expect(summaries.has(cusId)).toBe(false);
        continue;
      }
      const summary = summaries.get(cusId);
      expect(summary, cusId).toBeDefined();
      expect(summary?.stampCnt).toBe(sum(own, 'stampCnt'));
      expect(summary?.totalSaveCnt).toBe(
        sum(
          own.filter((row) => Number(row.stampCnt) > 0),
          'stampCnt',
        ),
      );
      // a count of stamps used, never -0 (JSON would send 0, and the demo's prebuilt seed is JSON)
      expect(summary?.totalUseCnt).toBe(
        0 -
          sum(
            own.filter((row) => Number(row.stampCnt) < 0),
            'stampCnt',
          ),
      );
      let held = 0;
      for (const row of [...own].sort((a, b) => String(a.saveDt).localeCompare(String(b.saveDt)))) {
        held += Number(row.stampCnt);
        expect(held, `${cusId} at ${String(row.saveDt)}`).toBeGreaterThanOrEqual(0);
      }
    }
    expect(summaries.size).toBeGreaterThan(100);
  });

  it('earns order stamps on done orders, and gift stamps on both sides of /stampGift', () => {
    for (const row of u('stamp').filter((stamp) => stamp.saveType === 'ORDER')) {
      const order = orderByNo.get(String(row.orderNo));
      expect(order?.orderStatus).toBe('DONE');
      expect(order?.storeName).toBe(row.storeName);
    }
    const giftRows = u('stamp').filter((row) => row.saveType === 'GIFT');
    expect(sum(giftRows, 'stampCnt')).toBe(sum(u('stampGift'), 'stampCnt'));
    expect(
      -sum(
        u('stamp').filter((row) => row.saveType === 'GIFT_SEND'),
        'stampCnt',
      ),
    ).toBe(sum(u('stampGift'), 'stampCnt'));
  });

  it('uses each coupon on an order of its own member at most once, and the order pays the rest', () => {
    const used = u('coupon').filter((row) => row.couponStatus === 'USED');
    expect(used.length).toBeGreaterThan(50);
    expect(new Set(used.map((row) => row.orderNo)).size).toBe(used.length);
    for (const coupon of used) {
      const order = orderByNo.get(String(coupon.orderNo));
      expect(order, String(coupon.couponCode)).toBeDefined();
      expect(String(order?.orderDt) > String(coupon.issueDt)).toBe(true);
      expect(order?.storeName).toBe(coupon.useStoreName);
      expect(Number(order?.discountAmt)).toBeGreaterThan(0);
    }
    for (const order of orders) {
      expect(order.payAmt).toBe(Number(order.saleAmt) - Number(order.discountAmt));
      expect(Number(order.payAmt)).toBeGreaterThanOrEqual(0);
    }
    const exchangesOfStamps = u('stamp').filter((row) => row.saveType === 'EXCHANGE').length;
    expect(u('coupon').filter((row) => /^스탬프 \d+개 보상 쿠폰$/.test(String(row.couponName)))).toHaveLength(exchangesOfStamps);
    for (const row of u('couponExchange')) expect(used.some((coupon) => coupon.couponCode === row.couponCode && coupon.cusId === row.cusId)).toBe(true);
  });

  it('gives each member at most one main prepaid card, a normal one', () => {
    for (const own of byMember(u('prepayCard')).values()) {
      const mains = own.filter((card) => card.mainCardYn === 'Y');
      expect(mains.length).toBeLessThanOrEqual(1);
      for (const card of mains) expect(card.cardStatus).toBe('NORMAL');
    }
  });

  it('chains phone changes to the current mobile, and opts out only channels the member does not receive', () => {
    for (const [cusId, own] of byMember(u('phoneHistory'))) {
      const chain = [...own].sort((a, b) => String(a.changeDt).localeCompare(String(b.changeDt)));
      chain.slice(1).forEach((row, index) => expect(row.beforeHp).toBe(chain[index].afterHp));
      expect(chain.at(-1)?.afterHp).toBe(member(cusId).cusHp);
    }
    for (const row of u('unsubscribe')) {
      expect(member(row.cusId)[CHANNEL_FLAGS[row.channel as Channel]]).toBe('N');
      expect(row.recvHp).toBe(member(row.cusId).cusHp);
    }
  });

  it('records the status change of every member not 정상, and the combines on both members', () => {
    const changes = byMember(u('memberStatus'));
    for (const owner of members.values()) {
      if (owner.memberStatus === 'NORMAL') continue;
      const last = [...(changes.get(String(owner.cusId)) ?? [])].sort((a, b) => String(a.changeDt).localeCompare(String(b.changeDt))).at(-1);
      expect(last?.memberStatus, String(owner.cusId)).toBe(owner.memberStatus);
    }
    expect(u('combine').length).toBeGreaterThan(0);
    for (const row of u('combine')) {
      const [from, to] = [member(row.fromCusId), member(row.toCusId)];
      expect(from).toMatchObject({ memberStatus: 'WITHDRAWN', combinedTo: row.toCusId, withdrawReason: 'COMBINE' });
      expect(to.combinedFrom).toContain(row.fromCusId);
      expect(row.cusName).toBe(to.cusName);
      expect(u('stamp').some((stamp) => stamp.cusId === row.fromCusId)).toBe(false);
      expect(u('coupon').some((coupon) => coupon.cusId === row.fromCusId && coupon.couponStatus === 'ISSUED')).toBe(false);
    }
  });

  it('counts the member statistics from the members and their movements', () => {
    const states = [...u('customerState')].sort((a, b) => String(a.statDt).localeCompare(String(b.statDt)));
    states.slice(1).forEach((row, index) => expect(row.totalCnt).toBe(Number(states[index].totalCnt) + Number(row.newCnt) - Number(row.dropCnt)));
    const present = [...members.values()].filter((row) => row.memberStatus !== 'WITHDRAWN').length;
    expect(states.at(-1)?.totalCnt).toBe(present);

    const byMonth = byMember(u('customerLevel'), 'statMonth');
    for (const own of byMonth.values()) expect(sum(own, 'ratio')).toBe(100);
    expect(sum(byMonth.get('2026-11-01') ?? [], 'cusCnt')).toBe(present);

    const saves = u('customerSaveState');
    const days = new Set(saves.map((row) => row.statDt));
    const counted = u('stamp').filter((row) => days.has(String(row.saveDt).slice(0, 10)) && Number(row.stampCnt) > 0);
    expect(sum(saves, 'saveStampCnt')).toBe(sum(counted, 'stampCnt'));
  });

  it('holds the members the e2e walk relies on (tests/e2e/specs/member-workspace.spec.mjs)', () => {
    expect(member('100004')).toMatchObject({ memberStatus: 'NORMAL', level: 'BLUE', vipYn: 'N' });
    expect(u('stamp').filter((row) => row.cusId === '100004').length).toBeGreaterThan(20);
    for (const cusId of ['100010', '100015', '100002']) expect(member(cusId).memberStatus).toBe('NORMAL');
    const balance = u('prepayCard').filter((card) => card.cusId === '100002' && ['NORMAL', 'LOST'].includes(String(card.cardStatus)));
    expect(balance.every((card) => Number(card.balanceAmt) === 0)).toBe(true);
  });

  it('keeps the statistics area coherent: net below gross, uses within issues, balances from the flows', () => {
    for (const row of rows('sales')) expect(Number(row.netSaleAmt)).toBe(Number(row.saleAmt) - Number(row.discountAmt));
    for (const row of rows('sales')) expect(Number(row.netSaleAmt)).toBeLessThanOrEqual(Number(row.saleAmt));
    for (const row of rows('couponState')) expect(Number(row.useCnt) + Number(row.expireCnt)).toBeLessThanOrEqual(Number(row.issueCnt));
    // the money statistics are sums of the cards' ledgers: tests/unit/mocks/money.test.ts
  });
});
