import { generators } from '../../db/generators';
import { BASE_SEED, createRandom, seedFrom } from '../../db/random';
import { between, LAST_DAY, msOf, type Row, rowsOf, type Stores, timeOf } from '../../db/universe/model';
import { CHANNEL_FLAGS, CHANNELS } from '../../db/universe/history';
import { memberStatistic } from '../../db/universe/summaries';
import { memberAlerts } from '../../db/vocabulary';

/**
 * The rows of the member detail's nine tabs (GET member/{id}/{tab}), newest first. Stamps,
 * coupons, cards and memos are the rows the other screens show (the same tables); alerts, sends
 * and logins have no screen of their own and are derived from the member number, stable.
 */
const newestFirst = (field: string) => (a: Row, b: Row) => String(b[field] ?? '').localeCompare(String(a[field] ?? ''));
const pick = (row: Row, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));

/** Moments of the member's life as a member (join to withdrawal or the seed's last day), for the derived tabs. */
function moments(member: Row, part: string, min: number, max: number): { r: ReturnType<typeof createRandom>; times: number[] } {
  const r = createRandom(seedFrom(BASE_SEED, 'memberTab', String(member.cusId), part));
  const end = member.statusDt ? msOf(member.statusDt) : LAST_DAY;
  const times = Array.from({ length: r.int(min, max) }, () => between(r, msOf(member.joinDt), end)).sort((a, b) => b - a);
  return { r, times };
}

const TERMS: [string, 'Y' | 'N'][] = [
  ['서비스 이용약관', 'Y'],
  ['개인정보 처리방침', 'Y'],
  ['위치기반 서비스 이용약관', 'N'],
];
const CHANNEL_TERMS = { SMS: '마케팅 정보 수신 동의(문자)', PUSH: '마케팅 정보 수신 동의(앱 푸시)', EMAIL: '마케팅 정보 수신 동의(이메일)' } as const;

type TabReader = (stores: Stores, member: Row) => Row[];

const tabs: Record<string, TabReader> = {
  stamp: (stores, member) =>
    rowsOf(stores.stamp, String(member.cusId))
      .sort(newestFirst('saveDt'))
      .map((row) => pick(row, ['id', 'saveDt', 'saveType', 'stampCnt', 'storeName', 'orderNo'])),
  coupon: (stores, member) =>
    rowsOf(stores.coupon, String(member.cusId))
      .sort(newestFirst('issueDt'))
      .map((row) => pick(row, ['couponCode', 'couponName', 'issueDt', 'expireDt', 'couponStatus'])),
  coupon_use: (stores, member) =>
    rowsOf(stores.coupon, String(member.cusId))
      .filter((row) => row.couponStatus === 'USED')
      .sort(newestFirst('useDt'))
      .map((row) => pick(row, ['couponCode', 'couponName', 'useDt', 'useStoreName', 'orderNo'])),
  card: (stores, member) =>
    [
      ...rowsOf(stores.prepayCard, String(member.cusId)).map((row) => ({
        ...pick(row, ['cardNo', 'cardStatus', 'balanceAmt', 'mainCardYn', 'issueDt']),
        cardType: 'PREPAY',
      })),
      ...rowsOf(stores.giftCard, String(member.cusId)).map((row) => ({
        ...pick(row, ['cardNo', 'cardStatus', 'balanceAmt']),
        mainCardYn: 'N',
        issueDt: row.buyDt,
        cardType: 'GIFT',
      })),
    ].sort(newestFirst('issueDt')),
  alert: (_stores, member) => {
    const { r, times } = moments(member, 'alert', 0, 40);
    return times.map((at, index) => ({ id: index + 1, sendDt: timeOf(at), title: r.pick(memberAlerts), readYn: r.chance(0.7) ? 'Y' : 'N' }));
  },
  send: (_stores, member) => {
    const { r, times } = moments(member, 'send', 0, 30);
    return times.map((at, index) => ({
      id: index + 1,
      sendDt: timeOf(at),
      sendType: r.pick(['PUSH', 'PUSH', 'SMS', 'LMS', 'EMAIL']),
      message: generators.message(r),
      resultYn: r.chance(0.95) ? 'Y' : 'N',
    }));
  },
  terms: (stores, member) => {
    const optOut = (channel: string) => stores.unsubscribe.all().find((row) => row.cusId === member.cusId && row.channel === channel);
    return [
      ...TERMS.map(([termsName, requiredYn], index) => ({
        id: index + 1,
        termsName,
        requiredYn,
        agreeYn: requiredYn === 'Y' || index % 2 === 0 ? 'Y' : 'N',
        agreeDt: member.joinDt,
      })),
      ...CHANNELS.map((channel, index) => {
        const agreeYn = member[CHANNEL_FLAGS[channel]] === 'Y' ? 'Y' : 'N';
        return {
          id: TERMS.length + index + 1,
          termsName: CHANNEL_TERMS[channel],
          requiredYn: 'N',
          agreeYn,
          agreeDt: (agreeYn === 'N' && optOut(channel)?.reqDt) || member.joinDt,
        };
      }),
    ];
  },
  memo: (stores, member) =>
    rowsOf(stores.memo, String(member.cusId))
      .sort(newestFirst('regDt'))
      .map((row) => pick(row, ['memoId', 'memo', 'regId', 'regDt'])),
  login: (_stores, member) => {
    const { r, times } = moments(member, 'login', 0, 60);
    return times.map((at, index) => ({
      id: index + 1,
      loginDt: timeOf(at),
      device: r.pick(['iOS', 'Android']),
      appVersion: generators.appVersion(r),
      loginType: r.pick(['AUTO', 'AUTO', 'PASSWORD', 'SIMPLE']),
    }));
  },
};

/** The rows of `tab`, or undefined for a tab the detail does not have. */
export function memberTabRows(stores: Stores, member: Row, tab: string): Row[] | undefined {
  return Object.hasOwn(tabs, tab) ? tabs[tab](stores, member) : undefined;
}

/** GET member/statistic/{id}: app visits are the login tab's rows. */
export const statisticOf = (stores: Stores, member: Row) => memberStatistic(stores, member, tabs.login(stores, member).length);
