/** Server shapes the console assumes (docs/api.md). Flags may arrive as 1 or '1'. */
export type Flag = 0 | 1 | '0' | '1';

export interface AuthRecord {
  adminId: string;
  adminName: string;
  grpId: number | string;
  pwdChangeYn?: Flag;
  pwdTempYn?: Flag;
  accessMenu?: string[];
  adminHp?: string;
  adminEmail?: string;
  /** Group 4 (store owner) only: the stores the admin works for (docs/api.md, store scope). */
  storeIds?: string[];
}

export interface MenuNode {
  menuId: number;
  menuCd: string;
  menuTitle: string;
  menuUrl?: string | null;
  menuIcon?: string | null;
  authAddYn?: Flag;
  authModYn?: Flag;
  authDelYn?: Flag;
  children?: MenuNode[];
}

export interface LoginResponse {
  result: string;
  msg?: string;
  mobileNo?: string;
  remainCnt?: number;
}

export interface ResultResponse {
  result: string;
  msg?: string;
}

export interface ListResponse<T> {
  list: T[];
  totalCnt: number;
  graphList?: unknown[];
  /** The sums of the amount and count columns over every row of the filter (the 합계 row). */
  summary?: Record<string, number>;
}

/** A member's level change as the server keeps it, with its reason (PUT member/{id}/level, issue 32). */
export interface LevelChange {
  fromLevel: string;
  toLevel: string;
  reason: string;
  changeDt: string;
  regId: string;
}

/** A type alias, not an interface: a code is also a row (`Record<string, unknown>`) the readers return. */
export type CodeItem = {
  codeId: string;
  codeName: string;
};

export function isOn(flag: Flag | undefined | null): boolean {
  return flag === 1 || flag === '1';
}
