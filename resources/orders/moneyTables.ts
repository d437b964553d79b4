import type { FieldDeclaration } from '@/declarations/types';
import { cardStatusChoices, f, mainCardChoices } from '../fields';
import { giftCardAprvChoices, prepayTradeChoices } from './prepayRules';

/**
 * The columns of the money workspace's tables (issue 13), declared like a screen's fields so
 * that they format by kind: a prepaid card's use history (its ledger), the owner's cards, and an
 * offline gift card's approvals.
 */
export const prepayUseColumns: FieldDeclaration[] = [
  f.dateTime('aprvDt', '거래일시'),
  f.select('tradeType', '거래 구분', prepayTradeChoices),
  f.text('storeName', '매장'),
  f.won('tradeAmt', '거래 금액'),
  f.won('balanceAmt', '거래 후 잔액'),
  f.text('aprvNo', '승인번호'),
];

export const ownerCardColumns: FieldDeclaration[] = [
  f.text('cardNo', '카드번호', { personal: 'card', linkTo: 'prepayCard', linkKey: 'cardKey' }),
  f.select('cardStatus', '카드 상태', cardStatusChoices),
  f.yn('mainCardYn', '대표 카드', { choices: mainCardChoices }),
  f.won('balanceAmt', '잔액'),
  f.dateTime('issueDt', '발급일시'),
];

export const giftCardHistoryColumns: FieldDeclaration[] = [
  f.dateTime('aprvDt', '승인일시'),
  f.text('storeName', '매장'),
  f.select('aprvType', '구분', giftCardAprvChoices),
  f.won('aprvAmt', '금액'),
  f.won('balanceAmt', '거래 후 잔액'),
  f.text('aprvSn', '승인번호'),
];
