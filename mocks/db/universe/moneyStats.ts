import { type PrepayTrade, TRADE_SIGN } from '@resources/orders/prepayRules';
import { dateOf, type Row, type RowStore, YEAR_START } from './model';

/**
 * The money statistics, summed from the ledgers (issue 13), one row per day of 2026 with any
 * movement: /prepaySales (charges, uses net of cancellations, refunds) and /giftCardUseState
 * (purchases, uses). `balanceAmt` (미사용 잔액) is what all the cards hold at the end of the day,
 * so each row's balance is the previous row's plus its flows, and the last one is the sum of the
 * cards' balances. A write of the console (a refund today) recomputes its day's row.
 */
const FIRST_DAY = dateOf(YEAR_START);
const day = (text: unknown) => String(text).slice(0, 10);

interface Flows {
  [field: string]: number;
}

type Tally = (flows: Flows, row: Row) => void;

/** Per day of 2026 with movements: the day's flows and the balance held at its end. */
function daily(rows: readonly Row[], at: string, signed: (row: Row) => number, tally: Tally, blank: () => Flows): Row[] {
  const sorted = [...rows].sort((a, b) => String(a[at]).localeCompare(String(b[at])));
  const days = new Map<string, Flows>();
  let balance = 0;
  for (const row of sorted) {
    balance += signed(row);
    const when = day(row[at]);
    if (when < FIRST_DAY) continue;
    const flows = days.get(when) ?? blank();
    tally(flows, row);
    flows.balanceAmt = balance;
    days.set(when, flows);
  }
  return [...days].map(([statDt, flows], index) => ({ id: index + 1, statDt, ...flows }));
}

const prepaySigned = (row: Row) => TRADE_SIGN[row.tradeType as PrepayTrade] * Number(row.tradeAmt);

const prepayTally: Tally = (flows, row) => {
  const amount = Number(row.tradeAmt);
  if (row.tradeType === 'CHARGE') {
    flows.chargeCnt += 1;
    flows.chargeAmt += amount;
  } else if (row.tradeType === 'USE') flows.useAmt += amount;
  else if (row.tradeType === 'CANCEL') flows.useAmt -= amount;
  else if (row.tradeType === 'REFUND') flows.refundAmt += amount;
};
const prepayBlank = (): Flows => ({ chargeCnt: 0, chargeAmt: 0, useAmt: 0, refundAmt: 0, balanceAmt: 0 });

/** /prepaySales from the prepaid ledger (/cardHistorySearch rows). */
export const prepaySalesRows = (trades: readonly Row[]): Row[] => daily(trades, 'aprvDt', prepaySigned, prepayTally, prepayBlank);

const giftTally: Tally = (flows, row) => {
  const amount = Number(row.tradeAmt);
  if (row.tradeType === 'BUY') {
    flows.buyCnt += 1;
    flows.buyAmt += amount;
  } else {
    flows.useCnt += 1;
    flows.useAmt += amount;
  }
};

/** /giftCardUseState from the mobile gift cards' ledger. */
export const giftCardUseRows = (trades: readonly Row[]): Row[] =>
  daily(
    trades,
    'tradeDt',
    (row) => (row.tradeType === 'BUY' ? 1 : -1) * Number(row.tradeAmt),
    giftTally,
    () => ({ buyCnt: 0, buyAmt: 0, useCnt: 0, useAmt: 0, balanceAmt: 0 }),
  );

/**
 * Rewrites the /prepaySales row of `when` (YYYY-MM-DD) from the ledger after a write on that day
 * (the latest day: the balance at its end is what the cards hold now). Inserts it on a new day.
 */
export function refreshPrepayDay(ledger: RowStore, sales: RowStore, when: string): void {
  const row = prepaySalesRows(ledger.all().filter((trade) => day(trade.aprvDt) <= when)).find((candidate) => candidate.statDt === when);
  if (!row) return;
  const { id: _id, ...figures } = row;
  const existing = sales.all().find((candidate) => candidate.statDt === when);
  if (existing) sales.update(existing[sales.key], figures);
  else sales.insert(figures);
}
