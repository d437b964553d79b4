import type { RaRecord } from 'react-admin';

/** A customer's eDream case as GET eDreamSet/{id} answers it (docs/api.md, "eDream and event standard"). */
export interface EDreamCase extends RaRecord {
  cusId: string;
  cusName?: string;
  stampCnt: number;
  ticketNo?: string;
  ticketStatus: 'NONE' | 'ISSUED' | 'USED' | 'CANCELED';
  storeId?: string;
  storeName?: string;
  zipCode?: string;
  address?: string;
  addressDetail?: string;
  regDt?: string;
}

/** A coupon of the case (GET eDreamSet/searchCoupon/{id}). */
export interface EDreamCoupon {
  couponNo: string;
  couponName?: string;
  couponStatus: 'ISSUED' | 'USED' | 'CANCELED';
}

/** The program setting (GET eDreamSet/setting). */
export interface EDreamSetting {
  goalStamp: number;
  rewardName: string;
  rev?: number;
}

/** '(12345) 서울시 … 101동 202호' */
export const addressText = (record: Pick<EDreamCase, 'zipCode' | 'address' | 'addressDetail'>) =>
  [record.zipCode ? `(${record.zipCode})` : '', record.address, record.addressDetail].filter(Boolean).join(' ');
