import { type PrepayTrade, TRADE_SIGN } from '@resources/orders/prepayRules';
import { createRandom } from '../random';
import { type Row, type Stores } from './model';
import { refreshPrepayDay } from './moneyStats';
import { newAprvNo, tradeRefusal } from './prepayLedger';

/**
 * The prepaid-card writes of the console (issue 13) on the universe's tables: each movement of
 * money is a ledger row (/cardHistorySearch) and the card's new balance, in one step, and the
 * day's /prepaySales row follows. The checks a server makes before (input, state rules) are the
 * handler's (mocks/handlers/families/prepayCard.ts); these only refuse what would break the ledger.
 */
export type MoneyStores = Pick<Stores, 'prepayCard' | 'cardTrade' | 'prepaySales'>;

export const balanceOf = (card: Row): number => Number(card.balanceAmt) || 0;

/** The card's rows, newest first. */
export const tradesOf = (stores: MoneyStores, cardNo: string): Row[] =>
  stores.cardTrade
    .all()
    .filter((row) => String(row.cardNo) === cardNo)
    .sort((a, b) => String(b.aprvDt).localeCompare(String(a.aprvDt)) || Number(b.id) - Number(a.id));

/** What went onto and off the card: charges, uses net of cancellations, refunds. */
export function totalsOf(stores: MoneyStores, cardNo: string): { chargeAmt: number; useAmt: number; refundAmt: number } {
  const totals = { chargeAmt: 0, useAmt: 0, refundAmt: 0 };
  for (const row of tradesOf(stores, cardNo)) {
    const amount = Number(row.tradeAmt);
    if (row.tradeType === 'CHARGE') totals.chargeAmt += amount;
    else if (row.tradeType === 'USE') totals.useAmt += amount;
    else if (row.tradeType === 'CANCEL') totals.useAmt -= amount;
    else if (row.tradeType === 'REFUND') totals.refundAmt += amount;
  }
  return totals;
}

/** One movement: the ledger row and the card's balance (and `patch`), or throws when the state rules forbid it. */
function move(stores: MoneyStores, card: Row, type: PrepayTrade, amount: number, at: string, patch: Row = {}): Row {
  const refusal = type === 'REFUND' || type === 'COMBINE_OUT' ? undefined : tradeRefusal(card, type);
  if (refusal) throw new Error(refusal);
  const balanceAmt = balanceOf(card) + TRADE_SIGN[type] * amount;
  if (balanceAmt < 0) throw new Error('잔액이 부족합니다.');
  const taken = new Set(stores.cardTrade.all().map((row) => String(row.aprvNo)));
  const aprvNo = newAprvNo(createRandom(taken.size + Date.parse(at.replace(' ', 'T'))), taken);
  stores.cardTrade.insert({ aprvDt: at, aprvNo, cardNo: card.cardNo, cusId: card.cusId, tradeType: type, tradeAmt: amount, balanceAmt, storeName: null });
  return stores.prepayCard.update(card.cardNo, { balanceAmt, ...patch }) ?? card;
}

export interface RefundAccount {
  bankCode: string;
  accountNo: string;
  accountHolder: string;
}

/** Refunds the whole balance to the account: the card ends 환불 완료 with balance 0 and is no longer the main card. */
export function refundCard(stores: MoneyStores, card: Row, account: RefundAccount, fee: number, at: string, regId: string): Row {
  const amount = balanceOf(card);
  const refunded = move(stores, card, 'REFUND', amount, at, {
    cardStatus: 'REFUNDED',
    mainCardYn: 'N',
    refundAmt: amount,
    refundFeeAmt: fee,
    refundPayAmt: amount - fee,
    refundDt: at,
    refundBankCode: account.bankCode,
    refundAccountNo: account.accountNo,
    refundAccountHolder: account.accountHolder,
    refundRegId: regId,
    modId: regId,
    modDt: at,
  });
  refreshPrepayDay(stores.cardTrade, stores.prepaySales, at.slice(0, 10));
  return refunded;
}

/**
 * Moves the balances of `sources` onto `target`: each source ends 통합 해지 with balance 0 and its
 * history stays its own (a COMBINE_OUT row); the target gets one COMBINE_IN row per source, and
 * becomes the main card when a source was. Answers the target's new balance.
 */
export function combineCards(stores: MoneyStores, target: Row, sources: readonly Row[], at: string, regId: string): number {
  let kept = target;
  const wasMain = sources.some((source) => source.mainCardYn === 'Y');
  for (const source of sources) {
    const amount = balanceOf(source);
    const closing = { cardStatus: 'COMBINED', mainCardYn: 'N', combinedTo: target.cardNo, combineDt: at, modId: regId, modDt: at };
    if (amount > 0) {
      move(stores, source, 'COMBINE_OUT', amount, at, closing);
      kept = move(stores, kept, 'COMBINE_IN', amount, at);
    } else stores.prepayCard.update(source.cardNo, closing);
  }
  if (wasMain) stores.prepayCard.update(target.cardNo, { mainCardYn: 'Y' });
  stores.prepayCard.update(target.cardNo, { modId: regId, modDt: at });
  return balanceOf(stores.prepayCard.get(target.cardNo) ?? kept);
}

/** The one main card of its member: this card, every other card of the member not. */
export function setMainCard(stores: MoneyStores, card: Row, at: string, regId: string): void {
  const owner = String(card.cusId);
  for (const other of stores.prepayCard.all().filter((row) => String(row.cusId) === owner)) {
    const main = other.cardNo === card.cardNo ? 'Y' : 'N';
    if (other.mainCardYn !== main) stores.prepayCard.update(other.cardNo, { mainCardYn: main, modId: regId, modDt: at });
  }
}

/** 분실 신고 (the card stops being the main card) or its release. */
export function markLost(stores: MoneyStores, card: Row, lost: boolean, at: string, regId: string): Row | undefined {
  const patch = lost ? { cardStatus: 'LOST', mainCardYn: 'N', lostDt: at, lostRegId: regId } : { cardStatus: 'NORMAL', lostReleaseDt: at };
  return stores.prepayCard.update(card.cardNo, { ...patch, modId: regId, modDt: at });
}
