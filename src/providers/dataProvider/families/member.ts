import type { Identifier } from 'react-admin';
import type { ListResponse, ResultResponse } from '@/types/api';
import type { MemberStatistic, MemberTabRows } from '@/types/records';
import { endpoints, type RouteTable } from '../routes';
import { flattenFilter, type Filter } from '../listQuery';
import { readDetail, readDone, readList, type Row } from '../records';
import type { MemberTab } from '@resources/members/memberTabs';
import { bespokeAdapter } from './bespoke';

/** Member (/api/member): the 19 calls of spec §7. */
export const memberRoutes = {
  list: 'GET member/list',
  lbs: 'GET member/lbs',
  detail: 'POST member/{id}',
  update: 'PUT member/{id}',
  updateName: 'PUT member/{id}/name',
  updateEmail: 'PUT member/{id}/email',
  updateLevel: 'PUT member/{id}/level',
  delete: 'DELETE member/{id}',
  tab: 'GET member/{id}/{tab}',
  addMemo: 'POST member/memo',
  deleteMemo: 'DELETE member/memo/{id}',
  statistic: 'GET member/statistic/{id}',
  combine: 'POST member/combine',
  phoneHistory: 'GET member/phone_history',
  unsubscribe: 'POST member/unsubscribe',
  issueLevelCoupon: 'PUT member/{id}/issuedLevelCoupon',
  setVip: 'POST member/setMemberVip',
  updateCampaignInfo: 'POST member/updateCustomerCampaignInfo',
  deleteCampaignInfo: 'POST member/deleteCustomerCampaignInfo',
} as const satisfies RouteTable;

const api = endpoints(memberRoutes);

/**
 * CRUD: list (GET list; a screen whose type is `lbs` or `phone_history`, or `meta.route`, lists
 * through that route instead), detail (POST {id}), update (PUT {id}: 정보 수정). Withdrawal
 * (DELETE {id}) needs its reason in the body, so it is the typed `memberWithdraw`, not react-admin's delete.
 */
export const memberAdapter = bespokeAdapter(memberRoutes, {
  getList: 'list',
  byType: {
    lbs: { getList: 'lbs', getOne: { route: 'lbs', id: 'list' } },
    phone_history: { getList: 'phoneHistory', getOne: { route: 'phoneHistory', id: 'list' } },
  },
  getOne: { route: 'detail', id: 'path' },
  update: { route: 'update', id: 'path' },
});

/** Why a member leaves (resources/members/memberRules.ts): a reason code, and its text for 기타. */
export interface WithdrawReason {
  withdrawReason: string;
  withdrawReasonText?: string;
}

/** Marketing channels a member can be opted out of (POST unsubscribe). */
export type MarketingChannel = 'SMS' | 'PUSH' | 'EMAIL';

/** A write: acknowledged with '0000', else rejected with the server's message. */
const result = async (answer: Promise<unknown>): Promise<ResultResponse> => readDone(await answer);

export const memberMethods = {
  memberUpdateName: (cusId: Identifier, cusName: string) => result(api.json('updateName', { id: cusId }, { body: { cusName } })),
  memberUpdateEmail: (cusId: Identifier, email: string) => result(api.json('updateEmail', { id: cusId }, { body: { email } })),
  /** Changes the level with the reason the server keeps in the member's level history (issue 32). */
  memberUpdateLevel: (cusId: Identifier, level: string, reason: string) => result(api.json('updateLevel', { id: cusId }, { body: { level, reason } })),
  memberTab: async <T extends MemberTab>(cusId: Identifier, tab: T, query: Filter = {}): Promise<ListResponse<MemberTabRows[T]>> =>
    readList<MemberTabRows[T]>(await api.json('tab', { id: cusId, tab }, { query: flattenFilter(query) })),
  memberAddMemo: (cusId: Identifier, memo: string) => result(api.json('addMemo', {}, { body: { cusId, memo } })),
  memberDeleteMemo: (memoId: Identifier) => result(api.json('deleteMemo', { id: memoId })),
  memberStatistic: async (cusId: Identifier): Promise<MemberStatistic> => readDetail<MemberStatistic>(await api.json('statistic', { id: cusId })),
  /** Merges member `fromCusId` into `toCusId`. */
  memberCombine: (params: { fromCusId: Identifier; toCusId: Identifier }) => result(api.json('combine', {}, { body: params })),
  /** Withdraws the member (회원 탈퇴) with the reason. */
  memberWithdraw: (cusId: Identifier, reason: WithdrawReason) => result(api.json('delete', { id: cusId }, { body: { cusId, ...reason } })),
  /** Opts the members out of marketing messages: the channels given, or all of them. */
  memberUnsubscribe: (cusIds: Identifier[], channels?: MarketingChannel[]) =>
    result(api.json('unsubscribe', {}, { body: channels ? { cusIds, channels } : { cusIds } })),
  memberIssueLevelCoupon: (cusId: Identifier, body: Row = {}) => result(api.json('issueLevelCoupon', { id: cusId }, { body })),
  memberSetVip: (params: { cusId: Identifier; vipYn: 'Y' | 'N' }) => result(api.json('setVip', {}, { body: params })),
  memberUpdateCampaignInfo: (params: Row & { cusId: Identifier }) => result(api.json('updateCampaignInfo', {}, { body: params })),
  memberDeleteCampaignInfo: (params: Row & { cusId: Identifier }) => result(api.json('deleteCampaignInfo', {}, { body: params })),
};
