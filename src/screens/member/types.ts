import type { RaRecord } from 'react-admin';
import type { LevelChange } from '@/types/api';

/** The member detail (POST member/{id}, docs/api.md "Member workspace"). */
export interface MemberCampaign {
  campaignCd: string;
  campaignName: string;
  inflowChannel: string;
  campaignDt: string;
}

export interface MemberRecord extends RaRecord {
  cusId: string;
  cusName: string;
  nickname?: string;
  cusHp: string;
  email?: string;
  level: string;
  joinPath: string;
  gender?: string;
  birthDt?: string;
  memberStatus: string;
  joinDt: string;
  vipYn: 'Y' | 'N';
  smsYn: 'Y' | 'N';
  pushYn: 'Y' | 'N';
  emailYn: 'Y' | 'N';
  withdrawReason?: string | null;
  withdrawReasonText?: string | null;
  combinedTo?: string | null;
  combinedFrom?: string[];
  campaign?: MemberCampaign | null;
  /** Newest first; absent before the first change made with a reason. */
  levelHistory?: LevelChange[];
}

/** GET member/statistic/{id}. */
export interface MemberStatistic {
  visitCnt: number;
  orderCnt: number;
  payAmt: number;
  stampCnt: number;
  stampSaveCnt: number;
  stampUseCnt: number;
  couponIssueCnt: number;
  couponUseCnt: number;
  couponAvailableCnt: number;
  cardCnt: number;
  monthly: { month: string; orderCnt: number; payAmt: number; stampSaveCnt: number }[];
}

export const isWithdrawn = (member: MemberRecord) => member.memberStatus === 'WITHDRAWN';
