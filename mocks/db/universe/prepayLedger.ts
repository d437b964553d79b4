import { type PrepayTrade, refundBankChoices, TRADE_SIGN } from '@resources/orders/prepayRules';
import type { Random } from '../random';
import { between, LAST_DAY, msOf, type Row, timeOf, universeRandom } from './model';

/**
 * The money of the prepaid cards (issue 13): every movement of a card is one row of its ledger,
 * the rows of /cardHistorySearch, and a card's balance is the signed sum of its rows
 * (charges − uses + cancels − refunds ± combines, prepayRules.TRADE_SIGN). The seed writes each
 * card's history so that it ends on the balance the card was seeded with, and within the state
 * rules (docs/decisions.md): nothing after a refund, no charge or use after a loss report.
 */
const MINUTE = 60_000;
const APP_CHARGE = '모바일 앱';

export interface Trade extends Row {
  id?: number;
  aprvDt: string;
  aprvNo: string;
  cardNo: string;
  cusId: string;
  tradeType: PrepayTrade;
  /** Always positive; the type says which way it moved the balance. */
  tradeAmt: number;
  /** The card's balance after this row. */
  balanceAmt: number;
  storeName: string | null;
}

/** Why a card in its status cannot take a movement of `type`, or undefined when it can (the state rules). */
export function tradeRefusal(card: Row, type: PrepayTrade): string | undefined {
  if (card.cardStatus === 'REFUNDED') return '환불된 카드입니다.';
  if (card.cardStatus === 'COMBINED') return '통합 해지된 카드입니다.';
  if (card.cardStatus === 'LOST' && (type === 'CHARGE' || type === 'USE' || type === 'COMBINE_IN' || type === 'COMBINE_OUT')) return '분실 신고된 카드입니다.';
  return undefined;
}

/** The balance a ledger adds up to. */
export const ledgerBalance = (trades: readonly Row[]): number =>
  trades.reduce((sum, row) => sum + TRADE_SIGN[row.tradeType as PrepayTrade] * Number(row.tradeAmt), 0);

export const newAprvNo = (r: Random, taken: Set<string>): string => {
  let aprvNo = r.digits(10);
  while (taken.has(aprvNo)) aprvNo = r.digits(10);
  taken.add(aprvNo);
  return aprvNo;
};

interface Draft {
  at: number;
  type: PrepayTrade;
  amount: number;
  storeName: string | null;
}

/** When the card's history ends: its refund, its loss report, or the seed's last day (dates repaired to follow the issue). */
function windowOf(card: Row): [number, number] {
  const start = msOf(card.issueDt);
  const mark = card.cardStatus === 'REFUNDED' ? 'refundDt' : card.cardStatus === 'LOST' ? 'lostDt' : undefined;
  if (!mark) return [start, LAST_DAY];
  let end = msOf(card[mark]);
  if (!(end > start + 60 * MINUTE)) {
    end = Math.min(LAST_DAY, start + 2 * 86_400_000);
    card[mark] = timeOf(end);
  }
  return [start, end];
}

/** One card's movements, oldest first, ending on `target` before any refund. */
function drafts(r: Random, card: Row, stores: readonly string[]): Draft[] {
  const [start, end] = windowOf(card);
  const target = card.cardStatus === 'REFUNDED' ? Number(card.refundAmt) || 0 : Number(card.balanceAmt) || 0;
  const last = end - 30 * MINUTE;
  const times = Array.from({ length: r.int(1, 24) }, () => Math.min(last, Math.max(start + MINUTE, between(r, start, last)))).sort((a, b) => a - b);
  const out: Draft[] = [{ at: start, type: 'CHARGE', amount: r.pick([1, 2, 3, 5]) * 10_000, storeName: APP_CHARGE }];
  let balance = out[0].amount;
  let cursor = start;
  const store = () => r.pick(stores);
  // strictly in time order, so that every intermediate balance is what the rows say
  for (const planned of times) {
    const at = Math.max(planned, cursor + MINUTE);
    if (at > last) break;
    cursor = at;
    if (balance < 6_000 || r.chance(0.15)) {
      const amount = r.pick([1, 2, 3, 5]) * 10_000;
      out.push({ at, type: 'CHARGE', amount, storeName: r.chance(0.7) ? APP_CHARGE : store() });
      balance += amount;
      continue;
    }
    const amount = Math.min(balance, r.int(25, 130) * 100);
    const storeName = store();
    out.push({ at, type: 'USE', amount, storeName });
    balance -= amount;
    const canceled = at + r.int(2, 30) * MINUTE;
    if (r.chance(0.06) && canceled <= last) {
      out.push({ at: canceled, type: 'CANCEL', amount, storeName });
      balance += amount;
      cursor = canceled;
    }
  }
  const settle = Math.max(cursor + MINUTE, Math.min(end - 10 * MINUTE, cursor + 5 * MINUTE));
  if (balance < target) {
    const amount = Math.ceil((target - balance) / 10_000) * 10_000;
    out.push({ at: settle, type: 'CHARGE', amount, storeName: APP_CHARGE });
    balance += amount;
  }
  if (balance > target) out.push({ at: settle + MINUTE, type: 'USE', amount: balance - target, storeName: store() });
  if (card.cardStatus === 'REFUNDED' && target > 0) out.push({ at: Math.max(end, settle + 2 * MINUTE), type: 'REFUND', amount: target, storeName: null });
  return out;
}

/** A seeded refund as the console records one: no fee, to the member's own account (prepayRules). */
const refundOf = (r: Random, card: Row): Row => ({
  refundFeeAmt: 0,
  refundPayAmt: Number(card.refundAmt) || 0,
  refundBankCode: String(r.pick(refundBankChoices).id),
  refundAccountNo: r.digits(r.int(10, 14)),
  refundAccountHolder: card.cusName,
  refundRegId: 'hq.master',
});

/**
 * The ledger of every seeded card (the /cardHistorySearch rows, oldest first, numbered), each
 * ending on the card's balance; the card's last use date follows its ledger.
 */
export function seedPrepayTrades(cards: Row[], storeNames: readonly string[]): Trade[] {
  const r = universeRandom('prepayTrades');
  const taken = new Set<string>();
  const stores = storeNames.length ? storeNames : ['본점'];
  const trades: Trade[] = [];
  for (const card of cards) {
    let balance = 0;
    const own = drafts(r, card, stores).map((draft): Trade => {
      balance += TRADE_SIGN[draft.type] * draft.amount;
      return {
        aprvDt: timeOf(draft.at),
        aprvNo: newAprvNo(r, taken),
        cardNo: String(card.cardNo),
        cusId: String(card.cusId),
        tradeType: draft.type,
        tradeAmt: draft.amount,
        balanceAmt: balance,
        storeName: draft.storeName,
      };
    });
    const lastUse = own.filter((trade) => trade.tradeType === 'USE').at(-1);
    card.lastUseDt = lastUse?.aprvDt ?? null;
    if (card.cardStatus === 'REFUNDED') Object.assign(card, refundOf(r, card));
    trades.push(...own);
  }
  return trades.sort((a, b) => a.aprvDt.localeCompare(b.aprvDt)).map((trade, index) => ({ id: index + 1, ...trade }));
}
