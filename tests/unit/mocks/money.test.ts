import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '@/providers/dataProvider';
import { db } from '@mocks/db';
import { buildSeed } from '@mocks/db/seed';
import { UNIVERSE } from '@mocks/db/universe';
import { startSession } from '@mocks/session';
import { TRADE_SIGN, type PrepayTrade } from '@resources/orders/prepayRules';
import { call } from './api';

/**
 * The money of the mock (issue 13): each card's balance is the sum of its ledger, the statistics
 * are sums of the ledgers, and the prepaid-card writes keep both true (state rules and refusals
 * of docs/decisions.md "Money workspace").
 */
type Row = Record<string, unknown>;
const dp = createDataProvider();
beforeEach(() => startSession('hq.master'));

const live = (table: keyof typeof UNIVERSE) => db.collection(UNIVERSE[table].name, UNIVERSE[table].key);
const rowsOf = (table: keyof typeof UNIVERSE) => live(table).all();
const sum = (list: readonly Row[], field: string) => list.reduce((total, row) => total + Number(row[field]), 0);
const signed = (row: Row) => TRADE_SIGN[row.tradeType as PrepayTrade] * Number(row.tradeAmt);
const ledgerOf = (cardNo: unknown) =>
  rowsOf('cardTrade')
    .filter((row) => row.cardNo === cardNo)
    .sort((a, b) => Number(a.id) - Number(b.id));
const day = (row: Row, field: string) => String(row[field]).slice(0, 10);
const card = (cardNo: unknown) => live('prepayCard').get(cardNo) as Row;
const account = { bankCode: '004', accountNo: '12345678901', accountHolder: '김하늘' };

/** The statistics add up to their ledger: per day the flows, and the balance held at each day's end. */
function expectPrepaySalesFromLedger(): void {
  const ledger = [...rowsOf('cardTrade')].sort((a, b) => String(a.aprvDt).localeCompare(String(b.aprvDt)) || Number(a.id) - Number(b.id));
  const sales = [...rowsOf('prepaySales')].sort((a, b) => String(a.statDt).localeCompare(String(b.statDt)));
  expect(sales.length).toBeGreaterThan(100);
  for (const row of sales) {
    const today = ledger.filter((trade) => day(trade, 'aprvDt') === row.statDt);
    const of = (type: PrepayTrade) =>
      sum(
        today.filter((trade) => trade.tradeType === type),
        'tradeAmt',
      );
    expect(row, String(row.statDt)).toMatchObject({
      chargeCnt: today.filter((trade) => trade.tradeType === 'CHARGE').length,
      chargeAmt: of('CHARGE'),
      useAmt: of('USE') - of('CANCEL'),
      refundAmt: of('REFUND'),
      balanceAmt: ledger.filter((trade) => day(trade, 'aprvDt') <= String(row.statDt)).reduce((total, trade) => total + signed(trade), 0),
    });
  }
  expect(sales.at(-1)?.balanceAmt).toBe(sum(rowsOf('prepayCard'), 'balanceAmt'));
}

describe('the seeded money', () => {
  it('gives every prepaid card the balance its ledger adds up to, row by row, within the state rules', () => {
    const cards = rowsOf('prepayCard');
    expect(cards.length).toBeGreaterThan(100);
    for (const owned of cards) {
      const ledger = ledgerOf(owned.cardNo);
      // a row names the card's owner at the time: the owner, or a member merged into them since
      const owners = [owned.cusId, ...((live('member').get(owned.cusId)?.combinedFrom as unknown[] | undefined) ?? [])];
      expect(ledger[0]?.tradeType, String(owned.cardNo)).toBe('CHARGE');
      let balance = 0;
      for (const row of ledger) {
        balance += signed(row);
        expect(row.balanceAmt, `${String(owned.cardNo)} ${String(row.aprvDt)}`).toBe(balance);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(owners).toContain(row.cusId);
      }
      expect(balance, String(owned.cardNo)).toBe(owned.balanceAmt);
      expect(owned.lastUseDt ?? null).toBe(ledger.filter((row) => row.tradeType === 'USE').at(-1)?.aprvDt ?? null);
      if (owned.cardStatus === 'REFUNDED') {
        expect(ledger.at(-1)).toMatchObject({ tradeType: 'REFUND', tradeAmt: owned.refundAmt, balanceAmt: 0, aprvDt: owned.refundDt });
        expect(owned).toMatchObject({ balanceAmt: 0, refundFeeAmt: 0, refundPayAmt: owned.refundAmt });
      }
      if (owned.cardStatus === 'LOST') expect(ledger.every((row) => String(row.aprvDt) < String(owned.lostDt))).toBe(true);
    }
    expect(new Set(rowsOf('cardTrade').map((row) => row.aprvNo)).size).toBe(rowsOf('cardTrade').length);
  });

  it('sums /prepaySales and /giftCardUseState from the ledgers', () => {
    expectPrepaySalesFromLedger();
    const trades = rowsOf('giftCardTrade');
    for (const gift of rowsOf('giftCard')) {
      const own = trades.filter((row) => row.cardNo === gift.cardNo);
      expect(
        sum(
          own.filter((row) => row.tradeType === 'BUY'),
          'tradeAmt',
        ),
      ).toBe(gift.chargeAmt);
      expect(
        Number(gift.chargeAmt) -
          sum(
            own.filter((row) => row.tradeType === 'USE'),
            'tradeAmt',
          ),
      ).toBe(gift.balanceAmt);
    }
    const uses = [...rowsOf('giftCardUseState')].sort((a, b) => String(a.statDt).localeCompare(String(b.statDt)));
    for (const row of uses) {
      const today = trades.filter((trade) => day(trade, 'tradeDt') === row.statDt);
      expect(row).toMatchObject({
        buyCnt: today.filter((trade) => trade.tradeType === 'BUY').length,
        buyAmt: sum(
          today.filter((trade) => trade.tradeType === 'BUY'),
          'tradeAmt',
        ),
        useCnt: today.filter((trade) => trade.tradeType === 'USE').length,
        useAmt: sum(
          today.filter((trade) => trade.tradeType === 'USE'),
          'tradeAmt',
        ),
      });
    }
    expect(uses.at(-1)?.balanceAmt).toBe(sum(rowsOf('giftCard'), 'balanceAmt'));
  });

  it('ends every offline gift card history on its balance, serials growing with time', () => {
    const history = rowsOf('giftCardHistory');
    for (const gift of rowsOf('offlineGiftCard')) {
      const own = history.filter((row) => row.cardNo === gift.cardNo).sort((a, b) => Number(a.aprvSn) - Number(b.aprvSn));
      expect(own[0]).toMatchObject({ aprvType: 'CHARGE', aprvAmt: gift.faceAmt });
      let balance = 0;
      for (const row of own) {
        balance += (row.aprvType === 'USE' ? -1 : 1) * Number(row.aprvAmt);
        expect(row.balanceAmt).toBe(balance);
      }
      expect(balance).toBe(gift.balanceAmt);
      expect(gift.cardStatus).toBe(balance === 0 ? 'USED' : 'NORMAL');
      expect(own.map((row) => String(row.aprvDt))).toEqual(own.map((row) => String(row.aprvDt)).sort());
    }
  });

  it('holds the cards the e2e walk relies on (tests/e2e/specs/money-workspace.spec.mjs)', () => {
    const seeded = buildSeed();
    const mine = (seeded.prepayCard.rows as Row[]).filter((row) => row.cusId === '100004');
    expect(mine.map((row) => [row.cardStatus, row.balanceAmt, row.mainCardYn])).toEqual([
      ['NORMAL', 11000, 'Y'],
      ['NORMAL', 25000, 'N'],
      ['NORMAL', 40000, 'N'],
    ]);
    const history = (seeded.offlineGiftCardHistory.rows as Row[]).filter((row) => row.cardNo === '9430129000790902');
    expect(history.length).toBeGreaterThan(40);
  });
});

describe('prepaid-card writes', () => {
  const withBalance = (status = 'NORMAL') => {
    const found = rowsOf('prepayCard').find((row) => row.cardStatus === status && Number(row.balanceAmt) > 0);
    if (!found) throw new Error(`no ${status} card with a balance`);
    return found;
  };

  it('refunds a lost card only with the confirmation, to a valid account, once; the ledger and /prepaySales follow', async () => {
    const lost = withBalance();
    const cardNo = String(lost.cardNo);
    const balance = Number(lost.balanceAmt);
    expect(await dp.prepayCardLost({ cardNo, lostYn: 'Y' })).toMatchObject({ ok: true });
    expect(await dp.prepayCardLostAndRefundInfo({ cardNo })).toMatchObject({ lostYn: 'Y', cardStatus: 'LOST', lostRegId: 'hq.master' });
    expect(await dp.prepayCardLost({ cardNo, lostYn: 'Y' })).toMatchObject({ ok: false, error: { status: 400, message: '이미 분실 신고된 카드입니다.' } });
    const refund = { cardNo, refundAmt: balance, ...account };
    expect(await dp.prepayCardRefund(refund)).toMatchObject({
      ok: false,
      error: { status: 400, message: '분실 신고된 카드입니다. 분실 카드 환불 확인 후 다시 시도해주세요.' },
    });
    expect(await dp.prepayCardRefund({ ...refund, lostConfirmYn: 'Y', accountNo: '12-34' })).toMatchObject({
      ok: false,
      error: { message: '계좌번호는 숫자 10~14자리로 입력해주세요.' },
    });
    expect(await dp.prepayCardRefund({ ...refund, lostConfirmYn: 'Y', refundAmt: balance + 1000 })).toMatchObject({ ok: false, error: { status: 409 } });
    expect(card(cardNo)).toMatchObject({ cardStatus: 'LOST', balanceAmt: balance });

    expect(await dp.prepayCardRefund({ ...refund, lostConfirmYn: 'Y' })).toMatchObject({ ok: true });
    expect(card(cardNo)).toMatchObject({
      cardStatus: 'REFUNDED',
      balanceAmt: 0,
      mainCardYn: 'N',
      refundAmt: balance,
      refundFeeAmt: 0,
      refundPayAmt: balance,
      refundAccountNo: account.accountNo,
    });
    expect(ledgerOf(cardNo).at(-1)).toMatchObject({ tradeType: 'REFUND', tradeAmt: balance, balanceAmt: 0 });
    expect(await dp.prepayCardBalance({ cardNo })).toMatchObject({ balance: 0, refundAmt: balance });
    expect(await dp.prepayCardRefund({ ...refund, lostConfirmYn: 'Y' })).toMatchObject({
      ok: false,
      error: { status: 400, message: '이미 환불된 카드입니다.' },
    });
    expect(await dp.prepayCardSetMain({ cardNo })).toMatchObject({
      ok: false,
      error: { status: 400, message: '환불된 카드는 대표카드로 설정할 수 없습니다.' },
    });
    const today = String(ledgerOf(cardNo).at(-1)?.aprvDt).slice(0, 10);
    expect(rowsOf('prepaySales').find((row) => row.statDt === today)).toMatchObject({ refundAmt: balance });
    expectPrepaySalesFromLedger();
  });

  it('refuses a refund with no balance left', async () => {
    const empty = rowsOf('prepayCard').find((row) => row.cardStatus === 'NORMAL' && Number(row.balanceAmt) === 0);
    expect(await dp.prepayCardRefund({ cardNo: String(empty?.cardNo), refundAmt: 0, ...account })).toMatchObject({
      ok: false,
      error: { status: 400, message: '환불할 잔액이 없습니다.' },
    });
  });

  it('combines a member’s normal cards: the balance moves, each history stays its own, lost and refunded cards are refused', async () => {
    const [target, source, third] = rowsOf('prepayCard').filter((row) => row.cusId === '100004');
    const before = ledgerOf(source.cardNo).length;
    const total = Number(target.balanceAmt) + Number(source.balanceAmt);
    const combinable = await dp.prepayCardCombineList({ cusId: '100004', cardNo: String(target.cardNo) });
    expect(combinable.list.map((row) => row.cardNo)).toEqual([source.cardNo, third.cardNo]);

    await dp.prepayCardLost({ cardNo: String(third.cardNo), lostYn: 'Y' });
    const lostOne = await dp.prepayCardCombine({ cusId: '100004', toCardNo: String(target.cardNo), fromCardNos: [String(third.cardNo)] });
    expect(lostOne).toMatchObject({ ok: false, error: { status: 400, message: '분실 신고된 카드는 통합할 수 없습니다.' } });
    const other = rowsOf('prepayCard').find((row) => row.cusId !== '100004' && row.cardStatus === 'NORMAL');
    expect(await dp.prepayCardCombine({ toCardNo: String(target.cardNo), fromCardNos: [String(other?.cardNo)] })).toMatchObject({
      ok: false,
      error: { message: '같은 회원의 카드만 통합할 수 있습니다.' },
    });

    expect(await dp.prepayCardCombine({ cusId: '100004', toCardNo: String(target.cardNo), fromCardNos: [String(source.cardNo)] })).toMatchObject({ ok: true });
    expect(await dp.prepayCardBalance({ cardNo: String(target.cardNo) })).toMatchObject({ balance: total });
    expect(card(source.cardNo)).toMatchObject({ cardStatus: 'COMBINED', balanceAmt: 0, combinedTo: target.cardNo });
    expect(ledgerOf(source.cardNo)).toHaveLength(before + 1);
    expect(ledgerOf(source.cardNo).at(-1)).toMatchObject({ tradeType: 'COMBINE_OUT', balanceAmt: 0 });
    expect(ledgerOf(target.cardNo).at(-1)).toMatchObject({ tradeType: 'COMBINE_IN', balanceAmt: total });
    expect(await dp.prepayCardCombine({ cusId: '100004', toCardNo: String(target.cardNo), fromCardNos: [String(source.cardNo)] })).toMatchObject({
      ok: false,
      error: { message: '이미 통합된 카드입니다.' },
    });
    expectPrepaySalesFromLedger();

    const refunded = rowsOf('prepayCard').find((row) => row.cardStatus === 'REFUNDED');
    const sibling = rowsOf('prepayCard').find((row) => row.cusId === refunded?.cusId && row.cardStatus === 'NORMAL');
    if (sibling) {
      expect(await dp.prepayCardCombine({ toCardNo: String(sibling.cardNo), fromCardNos: [String(refunded?.cardNo)] })).toMatchObject({
        ok: false,
        error: { message: '환불된 카드는 통합할 수 없습니다.' },
      });
    }
  });

  it('keeps one main card per member, a normal one', async () => {
    const [main, other] = rowsOf('prepayCard').filter((row) => row.cusId === '100004');
    expect(await dp.prepayCardSetMain({ cusId: '100004', cardNo: String(other.cardNo) })).toMatchObject({ ok: true });
    expect((await dp.prepayCardIdList({ cusId: '100004' })).list.filter((row) => row.mainCardYn === 'Y').map((row) => row.cardNo)).toEqual([other.cardNo]);
    expect(await dp.prepayCardSetMain({ cusId: '100004', cardNo: String(other.cardNo) })).toMatchObject({
      ok: false,
      error: { message: '이미 대표카드로 설정된 카드입니다.' },
    });
    await dp.prepayCardLost({ cardNo: String(other.cardNo), lostYn: 'Y' });
    expect(card(other.cardNo)).toMatchObject({ cardStatus: 'LOST', mainCardYn: 'N' });
    expect(await dp.prepayCardSetMain({ cardNo: String(other.cardNo) })).toMatchObject({
      ok: false,
      error: { message: '분실 신고된 카드는 대표카드로 설정할 수 없습니다.' },
    });
    expect(await dp.prepayCardSetMain({ cusId: '999999', cardNo: String(main.cardNo) })).toMatchObject({
      ok: false,
      error: { message: '회원의 카드가 아닙니다.' },
    });
  });

  it('pages the use history of a card, newest first', async () => {
    const cardNo = String(rowsOf('prepayCard')[0].cardNo);
    const all = await dp.prepayCardUseList({ cardNo });
    const first = await dp.prepayCardUseList({ cardNo, page: 1, size: 3 });
    expect(first.list).toEqual(all.list.slice(0, 3));
    expect(all.totalCnt).toBe(ledgerOf(cardNo).length);
    expect(all.list.map((row) => String(row.aprvDt))).toEqual(
      all.list
        .map((row) => String(row.aprvDt))
        .sort()
        .reverse(),
    );
  });
});

describe('offline gift cards', () => {
  it('pages a history by nextAprvSn until last, with no overlap', async () => {
    const cardNo = '9430129000790902';
    const seen: Row[] = [];
    let next = 0;
    for (let guard = 0; guard < 10; guard += 1) {
      const page = await dp.offlineGiftCardHistory(cardNo, next);
      expect(page.list.length).toBeLessThanOrEqual(20);
      seen.push(...page.list);
      if (page.last) break;
      next = Number(page.list.at(-1)?.aprvSn);
    }
    const serials = seen.map((row) => Number(row.aprvSn));
    expect(serials.length).toBe(rowsOf('giftCardHistory').filter((row) => row.cardNo === cardNo).length);
    expect(new Set(serials).size).toBe(serials.length);
    expect(serials).toEqual([...serials].sort((a, b) => b - a));
  });

  it('answers a balance by the number as typed, 4-4-4-4 or digits, and refuses others in Korean', async () => {
    const gift = rowsOf('offlineGiftCard')[0];
    const grouped = String(gift.cardNo).replace(/(\d{4})(?=\d)/g, '$1-');
    expect(await dp.offlineGiftCardBalance({ cardNo: grouped })).toMatchObject({ cardNo: gift.cardNo, balanceAmt: gift.balanceAmt, faceAmt: gift.faceAmt });
    expect(await call('/api/offlineGiftCard/balance?cardNo=1234')).toMatchObject({ status: 400, body: { msg: '상품권 번호 16자리를 입력해주세요.' } });
    expect(await call('/api/offlineGiftCard/balance?cardNo=1111222233334444')).toMatchObject({ status: 404, body: { msg: '상품권을 찾을 수 없습니다.' } });
  });
});

describe('ongoing orders', () => {
  it('lists with period=ing and the list’s order type the orders in progress, and refuses another type', async () => {
    const filter = (value: Row) => `?filter=${encodeURIComponent(JSON.stringify(value))}&range=${encodeURIComponent('[0,999]')}`;
    const live = await call<Row[]>(`/api/order${filter({ period: 'ing', orderType: 'ORDER' })}`);
    const expected = db
      .collection('order', 'orderNo')
      .all()
      .filter((row) => ['PAID', 'ACCEPTED', 'MAKING', 'READY'].includes(String(row.orderStatus)));
    expect(expected.length).toBeGreaterThan(0);
    expect(live.status).toBe(200);
    expect(JSON.stringify(live.body)).toContain(String(expected[0].orderNo));
    expect(await call(`/api/reserveOrder${filter({ period: 'ing', orderType: 'ORDER' })}`)).toMatchObject({
      status: 400,
      body: { msg: '주문 구분이 올바르지 않습니다.' },
    });
    // reservations still to be picked up, and subscriptions still running, are listed too
    for (const [name, orderType] of [
      ['reserveOrder', 'RESERVE'],
      ['subscribeOrder', 'SUBSCRIBE'],
    ]) {
      const reply = await call<{ list?: Row[] } | Row[]>(`/api/${name}${filter({ period: 'ing', orderType })}`);
      expect(reply.status).toBe(200);
      const rows = Array.isArray(reply.body) ? reply.body : (reply.body.list ?? []);
      expect(rows.length, name).toBeGreaterThan(0);
      const still = name === 'reserveOrder' ? ['PAID', 'ACCEPTED', 'MAKING', 'READY'] : ['PAID', 'ACCEPTED', 'MAKING', 'READY', 'DONE'];
      for (const row of rows) expect(still, String(row.orderNo)).toContain(row.orderStatus);
    }
  });
});
