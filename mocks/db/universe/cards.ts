import type { Random } from '../random';
import { between, DAY, LAST_DAY, msOf, type Row, timeOf, universeRandom } from './model';
import type { Member } from './members';

/**
 * Prepaid cards (/prepayCard, the member's 카드 tab) and gift cards (/giftCard) of the members.
 * Each card names its member (number, name and mobile; a gift card as its buyer). The card fields
 * stay those of the prepaid-card screen; the balance model (charges − uses − refunds) is not
 * invented here: `balanceAmt` is the card's current balance.
 */
const uniqueCardNo = (r: Random, prefix: string, taken: Set<string>) => {
  let cardNo = `${prefix}${r.digits(12)}`;
  while (taken.has(cardNo)) cardNo = `${prefix}${r.digits(12)}`;
  taken.add(cardNo);
  return cardNo;
};

export function seedPrepayCards(members: readonly Member[]): Row[] {
  const r = universeRandom('prepayCards');
  const taken = new Set<string>();
  const cards: Row[] = [];
  for (const member of members) {
    if (!r.chance(0.3)) continue;
    const count = r.chance(0.7) ? 1 : r.chance(0.7) ? 2 : 3;
    const joined = msOf(member.joinDt);
    const withdrawn = member.memberStatus === 'WITHDRAWN';
    let hasMain = false;
    for (let index = 0; index < count; index += 1) {
      const issueMs = between(r, joined, LAST_DAY - 10 * DAY);
      const roll = r.next();
      const cardStatus = withdrawn || roll < 0.07 ? 'REFUNDED' : roll < 0.15 ? 'LOST' : 'NORMAL';
      const balanceAmt = cardStatus === 'REFUNDED' || r.chance(0.15) ? 0 : r.int(1, 60) * 1000;
      const isMain: boolean = cardStatus === 'NORMAL' && !hasMain;
      hasMain ||= isMain;
      cards.push({
        cardNo: uniqueCardNo(r, '9410', taken),
        cusId: member.cusId,
        cusName: member.cusName,
        cusHp: member.cusHp,
        mainCardYn: isMain ? 'Y' : 'N',
        balanceAmt,
        cardStatus,
        issueDt: timeOf(issueMs),
        lastUseDt: timeOf(between(r, issueMs, LAST_DAY)),
        ...(cardStatus === 'REFUNDED' ? { refundAmt: r.int(1, 50) * 1000, refundDt: timeOf(between(r, issueMs, LAST_DAY)) } : {}),
        ...(cardStatus === 'LOST' ? { lostDt: timeOf(between(r, issueMs, LAST_DAY)) } : {}),
      });
    }
  }
  return cards;
}

export function seedGiftCards(members: readonly Member[]): Row[] {
  const r = universeRandom('giftCards');
  const taken = new Set<string>();
  const cards: Row[] = [];
  for (const member of members) {
    if (!r.chance(0.15)) continue;
    for (let index = r.chance(0.8) ? 1 : 2; index > 0; index -= 1) {
      const chargeAmt = r.pick([30_000, 50_000, 100_000]);
      const cardStatus = r.chance(0.9) ? 'NORMAL' : 'LOST';
      cards.push({
        cardNo: uniqueCardNo(r, '9420', taken),
        cusId: member.cusId,
        buyerName: member.cusName,
        buyerHp: member.cusHp,
        buyDt: timeOf(between(r, msOf(member.joinDt), LAST_DAY)),
        chargeAmt,
        balanceAmt: r.int(0, chargeAmt / 1000) * 1000,
        cardStatus,
      });
    }
  }
  return cards;
}
