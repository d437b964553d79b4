import type { RaRecord } from 'react-admin';
import type { PrepayCard } from '@/types/records';

/** A prepaid card (GET prepayCard/list; the detail reads its row back from the list) as react-admin holds it. */
export type PrepayCardRecord = PrepayCard & RaRecord;

/** A usable card that already is the member's main card (대표카드 설정 has nothing to do). */
export const cardIsMain = (card: PrepayCardRecord) => card.cardStatus === 'NORMAL' && card.mainCardYn === 'Y';

/** What each write needs of the card's status (the server's state rules, docs/decisions.md "Money workspace"). */
export const cardAllows = {
  lost: (card: PrepayCardRecord) => card.cardStatus === 'NORMAL' || card.cardStatus === 'LOST',
  refund: (card: PrepayCardRecord) => card.cardStatus === 'NORMAL' || card.cardStatus === 'LOST',
  main: (card: PrepayCardRecord) => card.cardStatus === 'NORMAL' && card.mainCardYn !== 'Y',
  combine: (card: PrepayCardRecord) => card.cardStatus === 'NORMAL',
};
