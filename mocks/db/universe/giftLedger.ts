import { between, DAY, LAST_DAY, msOf, type Row, timeOf, universeRandom } from './model';

/**
 * The money of the gift cards (issue 13). A mobile gift card (/giftCard) is bought for its
 * charge and spent down: its ledger (no screen of its own, counted by /giftCardUseState) is one
 * BUY and the uses that leave its balance. An offline (paper) gift card (/offlineGiftCard) is
 * activated for its face value (충전) and spent or canceled at stores: its history (GET
 * history/{id}) carries the balance after each approval and ends on the card's balance. Approval
 * serials grow with time, so a card's history is paged newest first by serial.
 */
const MINUTE = 60_000;

/** Uses that take `from` down to `to` (≥ 0), at moments after `start`. */
function spend(draw: () => number, from: number, to: number, start: number, end: number, parts: number): { at: number; amount: number }[] {
  const total = from - to;
  if (total <= 0) return [];
  const count = Math.max(1, Math.min(parts, Math.floor(total / 1_000)));
  const cuts = Array.from({ length: count - 1 }, () => Math.round((draw() * total) / 100) * 100).sort((a, b) => a - b);
  const amounts = [...cuts, total].map((cut, index) => cut - (index === 0 ? 0 : cuts[index - 1])).filter((amount) => amount > 0);
  const step = Math.max(MINUTE, Math.floor((end - start) / (amounts.length + 1)));
  return amounts.map((amount, index) => ({ at: start + step * (index + 1), amount }));
}

/** The ledger of the mobile gift cards: BUY at the purchase, then USE rows down to each card's balance. */
export function seedGiftCardTrades(cards: readonly Row[]): Row[] {
  const r = universeRandom('giftCardTrades');
  const rows: Row[] = [];
  for (const card of cards) {
    const bought = msOf(card.buyDt);
    const charge = Number(card.chargeAmt) || 0;
    rows.push({ tradeDt: timeOf(bought), cardNo: card.cardNo, cusId: card.cusId, tradeType: 'BUY', tradeAmt: charge, balanceAmt: charge });
    let balance = charge;
    for (const use of spend(() => r.next(), charge, Number(card.balanceAmt) || 0, bought, LAST_DAY, r.int(1, 6))) {
      balance -= use.amount;
      rows.push({ tradeDt: timeOf(use.at), cardNo: card.cardNo, cusId: card.cusId, tradeType: 'USE', tradeAmt: use.amount, balanceAmt: balance });
    }
  }
  return rows.sort((a, b) => String(a.tradeDt).localeCompare(String(b.tradeDt))).map((row, index) => ({ id: index + 1, ...row }));
}

const FACES = [10_000, 30_000, 50_000, 100_000];
const OFFLINE_CARDS = 60;

/**
 * The offline gift cards and their histories: activated at a store for the face value, then
 * spent (and now and then a use canceled) in small amounts; the card's balance is its last row's.
 * Up to 60 approvals a card, so that a history runs over three pages of 20.
 */
export function seedOfflineGiftCards(storeNames: readonly string[]): { cards: Row[]; history: Row[] } {
  const r = universeRandom('offlineGiftCards');
  const stores = storeNames.length ? storeNames : ['본점'];
  const cards: Row[] = [];
  const history: Row[] = [];
  const taken = new Set<string>();
  for (let index = 0; index < OFFLINE_CARDS; index += 1) {
    let cardNo = `9430${r.digits(12)}`;
    while (taken.has(cardNo)) cardNo = `9430${r.digits(12)}`;
    taken.add(cardNo);
    const faceAmt = r.pick(FACES);
    const sold = between(r, Date.UTC(2025, 0, 1), LAST_DAY - 5 * DAY);
    const saleStoreName = r.pick(stores);
    const own: Row[] = [{ cardNo, aprvDt: timeOf(sold), aprvType: 'CHARGE', storeName: saleStoreName, aprvAmt: faceAmt }];
    let balance = faceAmt;
    let at = sold;
    const approvals = r.chance(0.25) ? r.int(41, 60) : r.int(0, 20);
    for (let count = 0; count < approvals && balance > 0; count += 1) {
      at = Math.min(LAST_DAY, at + r.int(30, 60 * 24 * 6) * MINUTE);
      const last = own.at(-1);
      if (last?.aprvType === 'USE' && r.chance(0.08)) {
        own.push({ cardNo, aprvDt: timeOf(at), aprvType: 'CANCEL', storeName: last.storeName, aprvAmt: last.aprvAmt });
        balance += Number(last.aprvAmt);
        continue;
      }
      const amount = Math.min(balance, r.int(8, 45) * 100);
      own.push({ cardNo, aprvDt: timeOf(at), aprvType: 'USE', storeName: r.pick(stores), aprvAmt: amount });
      balance -= amount;
    }
    let running = 0;
    for (const row of own) {
      running += row.aprvType === 'USE' ? -Number(row.aprvAmt) : Number(row.aprvAmt);
      history.push({ ...row, balanceAmt: running });
    }
    cards.push({
      cardNo,
      faceAmt,
      balanceAmt: balance,
      saleStoreName,
      saleDt: timeOf(sold),
      expireDt: timeOf(sold + 5 * 365 * DAY).slice(0, 10),
      cardStatus: balance === 0 ? 'USED' : 'NORMAL',
    });
  }
  const serials = history.sort((a, b) => String(a.aprvDt).localeCompare(String(b.aprvDt))).map((row, index) => ({ aprvSn: 100_001 + index, ...row }));
  return { cards, history: serials };
}
