import type { RaRecord } from 'react-admin';

/** A prepaid card as GET prepayCard/list answers it (the detail reads its row back from the list). */
export interface PrepayCardRecord extends RaRecord {
  cardNo: string;
  cusId: string;
  cusName?: string;
  cardStatus: 'NORMAL' | 'LOST' | 'REFUNDED' | 'COMBINED';
  mainCardYn: 'Y' | 'N';
  balanceAmt: number;
  issueDt?: string;
  lastUseDt?: string | null;
}

/** A usable card that already is the member's main card (대표카드 설정 has nothing to do). */
export const cardIsMain = (card: PrepayCardRecord) => card.cardStatus === 'NORMAL' && card.mainCardYn === 'Y';

/** What each write needs of the card's status (the server's state rules, docs/decisions.md "Money workspace"). */
export const cardAllows = {
  lost: (card: PrepayCardRecord) => card.cardStatus === 'NORMAL' || card.cardStatus === 'LOST',
  refund: (card: PrepayCardRecord) => card.cardStatus === 'NORMAL' || card.cardStatus === 'LOST',
  main: (card: PrepayCardRecord) => card.cardStatus === 'NORMAL' && card.mainCardYn !== 'Y',
  combine: (card: PrepayCardRecord) => card.cardStatus === 'NORMAL',
};
