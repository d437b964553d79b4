import type { Identifier } from 'react-admin';
import type { CodeItem, LevelChange } from './api';

/**
 * The records the typed dataProvider methods answer, named after the spec's fields (§3, §7) and,
 * where the spec shows no field-level schema, after the fields the declarations and the
 * workspaces read (docs/api.md). The BOTTOM layer: it imports only packages and `./api`.
 *
 * A record becomes one of these in ONE place, the readers of
 * `src/providers/dataProvider/records.ts`; screens never cast a reply. Fields the server may leave
 * out are optional. Type aliases, not interfaces: a record is also a row the declared tables read
 * by a field's `source` (`Record<string, unknown>`), which an interface is not.
 */

type YN = 'Y' | 'N';

/**
 * A row of a declaration-driven screen (content and rest sub-rows, a statistic, a detail looked up
 * by conditions): its fields are the screen declaration's `source`s, read by field kind, so it
 * has no record type of its own here.
 */
export type DeclaredRecord = Record<string, unknown>;

// ---- member (/api/member) -------------------------------------------------------------------

export type MemberCampaign = {
  campaignCd: string;
  campaignName: string;
  inflowChannel: string;
  campaignDt: string;
};

/** The member detail (POST member/{id}, docs/api.md "Member workspace"). */
export type Member = {
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
  vipYn: YN;
  smsYn: YN;
  pushYn: YN;
  emailYn: YN;
  withdrawReason?: string | null;
  withdrawReasonText?: string | null;
  combinedTo?: string | null;
  combinedFrom?: string[];
  campaign?: MemberCampaign | null;
  /** Newest first; absent before the first change made with a reason. */
  levelHistory?: LevelChange[];
};

/** GET member/statistic/{id}: the summary figures and, where the reply has them, the months of the year. */
export type MemberStatistic = {
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
  monthly?: MemberMonth[];
};

/** A month of the member's year (`month` 'YYYY-MM'). */
export type MemberMonth = { month: string; orderCnt: number; payAmt: number; stampSaveCnt: number };

/** The rows of the member detail's tabs (GET member/{id}/{tab}; their columns: resources/members/memberTabs.ts). */
export type MemberStamp = { id: Identifier; saveDt: string; saveType: string; stampCnt: number; storeName?: string; orderNo?: string };
export type MemberCoupon = { couponCode: string; couponName: string; issueDt?: string; expireDt?: string; couponStatus: string };
export type MemberCouponUse = { couponCode: string; couponName: string; useDt: string; useStoreName?: string; orderNo?: string };
export type MemberCard = { cardNo: string; cardType: 'PREPAY' | 'GIFT'; cardStatus: string; balanceAmt?: number; mainCardYn?: YN; issueDt?: string };
export type MemberAlert = { id: Identifier; sendDt: string; title: string; readYn: YN };
export type MemberSend = { id: Identifier; sendDt: string; sendType: string; message: string; resultYn: YN };
export type MemberTerms = { id: Identifier; termsName: string; requiredYn: YN; agreeYn: YN; agreeDt?: string };
export type MemberMemo = { memoId: Identifier; memo: string; regId: string; regDt: string };
export type MemberLogin = { id: Identifier; loginDt: string; device: string; appVersion?: string; loginType: string };

/** Each tab's row, by the tab's name. */
export type MemberTabRows = {
  stamp: MemberStamp;
  coupon: MemberCoupon;
  coupon_use: MemberCouponUse;
  card: MemberCard;
  alert: MemberAlert;
  send: MemberSend;
  terms: MemberTerms;
  memo: MemberMemo;
  login: MemberLogin;
  history: ChangeHistoryRow;
};

// ---- change history (GET history, GET authLog: issue 34, docs/api.md "Change history") -------

/** One changed field of a write: personal values masked unless the reader may reveal them. */
export type HistoryChange = { field: string; label: string; before: string; after: string };

/** One write to a record: who (`adminText` 'id · name'), when (YYYY-MM-DD HH:mm:ss), the action, the fields. */
export type ChangeHistoryRow = {
  id: Identifier;
  changeDt: string;
  adminId: string;
  adminName: string;
  adminText: string;
  resource: string;
  recordId: string;
  action: string;
  changes: HistoryChange[];
};

/** One change of an account's (or group's, or menu's) rights; before/after one line per change. */
export type AuthLogRow = {
  id: Identifier;
  regDt: string;
  adminId: string;
  adminName: string;
  targetType: 'account' | 'group' | 'menu';
  targetId: string;
  targetName: string;
  authType: string;
  beforeText: string;
  afterText: string;
};

// ---- prepaid card (/api/prepayCard) and offline gift card (/api/offlineGiftCard) ------------

export type CardStatus = 'NORMAL' | 'LOST' | 'REFUNDED' | 'COMBINED';

/** A prepaid card as GET prepayCard/list (and prepayCardIdList, prepayCardCombineList) answers it. */
export type PrepayCard = {
  /** Masked ('****-****-****-9012') for a reader without the modify flag of 선불카드 조회 (issue 34). */
  cardNo: string;
  /** The opaque key the server issues beside the number: the workspace's address and its GET queries (issue 34 item 6a). */
  cardKey: string;
  cusId: string;
  cusName?: string;
  cardStatus: CardStatus;
  mainCardYn: YN;
  balanceAmt: number;
  issueDt?: string;
  lastUseDt?: string | null;
};

/** A line of a card's use history (GET prepayCardUseList). */
export type PrepayCardUse = { aprvDt: string; tradeType: string; storeName?: string; tradeAmt: number; balanceAmt: number; aprvNo?: string };

/** GET prepayInfoLostAndRefund: when and by whom the card was reported lost, refunded or combined. */
export type PrepayCardInfo = {
  lostYn?: YN;
  lostDt?: string | null;
  lostRegId?: string | null;
  lostReleaseDt?: string | null;
  refundYn?: YN;
  refundDt?: string | null;
  refundAmt?: number | null;
  refundFeeAmt?: number | null;
  refundPayAmt?: number | null;
  refundBankCode?: string | null;
  refundAccountNo?: string | null;
  refundAccountHolder?: string | null;
  refundRegId?: string | null;
  combinedTo?: string | null;
  combineDt?: string | null;
};

/** GET balance: the balance (the `payment` field) and, when the server sends them, what went onto and off the card. */
export type PrepayBalance = {
  balance: number;
  chargeAmt?: number;
  useAmt?: number;
  refundAmt?: number;
};

/** An offline gift card as GET offlineGiftCard/balance answers it, its balance read as `balanceAmt`. */
export type OfflineGiftCard = {
  cardNo?: string;
  /** The opaque key the server answers beside the number (issue 34 item 6): the card's address. */
  cardKey?: string;
  balanceAmt: number;
  faceAmt?: number;
  cardStatus?: string;
  expireDt?: string;
};

/** An approval of a gift card's history (GET offlineGiftCard/history/{id}). */
export type GiftCardApproval = { aprvSn: number | string; aprvDt: string; storeName?: string; aprvType: string; aprvAmt: number; balanceAmt?: number };

/** One page of a card's history. `last` marks the end; the next page starts after the last row's `aprvSn`; `totalCnt` counts all pages. */
export type GiftCardHistoryPage = {
  list: GiftCardApproval[];
  last: boolean;
  totalCnt: number;
};

// ---- eDream (/api/eDreamSet, /api/eventStandard) ------------------------------------------

/** A customer's eDream case as GET eDreamSet/{id} answers it (docs/api.md, "eDream and event standard"). */
export type EDreamCase = {
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
};

/** The member a case belongs to (GET eDreamSet/searchCustomer/{id}). */
export type EDreamCustomer = Pick<Member, 'cusId'> & Partial<Pick<Member, 'cusName' | 'cusHp' | 'level' | 'joinDt'>>;

/** A coupon of the case (GET eDreamSet/searchCoupon/{id}). */
export type EDreamCoupon = {
  couponNo: string;
  couponName?: string;
  couponStatus: 'ISSUED' | 'USED' | 'CANCELED';
  issueDt?: string;
  cancelDt?: string | null;
};

/** A stamp added or taken (GET eDreamSet/stamp/{id}). */
export type EDreamStamp = { stampDt: string; stampCnt: number; reason?: string; regId?: string };

/** The program setting (GET eDreamSet/setting). */
export type EDreamSetting = {
  goalStamp: number;
  rewardName: string;
  rev?: number;
};

/** A reward type (GET rewardType/empty) or payment condition (GET joinType/{x}): a code. */
export type EventStandardCode = CodeItem;
/** GET eventStandard/couponType/list. */
export type EventCouponType = { id: Identifier; couponName?: string };
/** GET eventStandard/bonusStampSet/list. */
export type BonusStampSet = { id: Identifier; title?: string };
/** GET eventStandard/{id}/{typeCd}: the chosen reward type's part of the standard (a coupon or a bonus stamp set). */
export type EventStandardReward = {
  typeCd?: string;
  couponTypeId?: Identifier | null;
  bonusStampId?: Identifier | null;
  rewardQty?: number | null;
};

// ---- settings: admin, group, app version, code, department -------------------------------

/** An admin account (/api/admin; the 복제 answer). */
export type Admin = {
  adminId: string;
  adminName: string;
  grpId?: number | string;
  adminHp?: string;
  adminEmail?: string;
  useYn?: YN;
  lastLoginDt?: string | null;
  regDt?: string;
};

/** A permission group (/api/group). */
export type Group = { grpId: number; grpName: string; grpDesc?: string; adminCnt?: number; useYn?: YN; regDt?: string };

/** An app released with a version (GET appVersion/app/{id}). */
export type App = { appId: Identifier; appName: string; bundleId: string; regDt?: string };

/** A common code row (/api/code); `CodeItem` is what a code choice needs of it. */
export type Code = CodeItem & { upCodeId?: string; useYn?: YN; sortOrder?: number };

/** The green (cup) deposit setting (GET code/{greenDeposit}). */
export type GreenDepositSetting = { depositAmt: number; modId?: string; modDt?: string };

/** A head-office department (GET department). */
export type Department = {
  deptId: number;
  deptName: string;
  useYn?: string;
  empCnt?: number;
  rev?: number;
};

// ---- files (/api/attach) ------------------------------------------------------------------

/** A file of a record's attachment bag, or a temporary upload (`{ fileId, fileName, fileSize, fileType }`). */
export type Attachment = { fileId: string; fileName?: string; fileSize?: number | string; fileType?: string };

// ---- dashboard (GET /api/dashboard) -----------------------------------------------------------

/**
 * The dashboard response of spec §3: `${block}1` the current period, `${block}2` the previous.
 * Any block may be missing, null, or hold numbers as text: src/dashboard/response.ts reads each.
 */
export type DashboardResponse = {
  data1?: unknown;
  data2?: unknown;
  levelData1?: unknown;
  levelData2?: unknown;
  levelData3?: unknown;
  stampIssuedData1?: unknown;
  stampIssuedData2?: unknown;
  stampUsedData1?: unknown;
  stampUsedData2?: unknown;
  paymentData1?: unknown;
  paymentData2?: unknown;
  serviceData1?: unknown;
  serviceData2?: unknown;
};

// ---- other resources of spec §7 ---------------------------------------------------------

/** A product (GET item). */
export type Item = {
  itemCd: string;
  itemName: string;
  categoryCd?: string;
  price?: number;
  temperature?: string;
  saleYn?: YN;
  posItemCd?: string | null;
  posSyncDt?: string | null;
  regDt?: string;
};

/** A POS item a product can be linked to (GET item/posItems). */
export type PosItem = { posItemCd: string; posItemName: string; price?: number };

/** A subscription product (GET subscribe). */
export type Subscription = {
  id: Identifier;
  subsName: string;
  subsCycle?: string;
  price?: number;
  useCnt?: number;
  startDt?: string;
  endDt?: string;
  status?: string;
};

/** A coupon type (/api/couponType). */
export type CouponType = {
  id: Identifier;
  couponName: string;
  discountType?: string;
  discountAmt?: number | null;
  discountRate?: number | null;
  validDays?: number;
  useYn?: YN;
  regDt?: string;
};

/** An order of 주문, 예약 주문 or 구독 주문 내역, as the order screens declare it (`primaryKey` orderNo). */
export type Order = {
  orderNo: string;
  orderDt: string;
  storeId?: string;
  storeName?: string;
  cusId?: string;
  orderStatus?: string;
  payMethod?: string;
  payAmt?: number;
  receiveType?: string;
  itemSummary?: string;
  reserveDt?: string;
  subsName?: string;
  usedCnt?: number;
  expireDt?: string;
};

/** An issued coupon (GET coupon list, 쿠폰 조회), as its screen declares it (`primaryKey` couponCode). */
export type Coupon = {
  couponCode: string;
  couponName: string;
  cusId?: string;
  issueDt?: string;
  expireDt?: string;
  couponStatus: string;
  useDt?: string;
  useStoreName?: string;
};

/** A store (GET storeManage). */
export type Store = {
  storeId: string;
  storeName: string;
  region?: string;
  bizNo?: string;
  ownerName?: string;
  storeTel?: string;
  address?: string;
  storeStatus?: string;
  openDt?: string;
  lat?: number;
  lng?: number;
};

/** The coordinates of an address (POST storeManage/geocode). */
export type Coordinates = { lat: number; lng: number };

/** A promotion (/api/promotion). */
export type Promotion = {
  id: Identifier;
  promotionName: string;
  eventId?: string;
  promoType?: string;
  startDt?: string;
  endDt?: string;
  progress?: string;
  regDt?: string;
};

/** A random-number coupon batch (/api/paymentRandomNumber). */
export type PaymentRandomNumber = {
  id: Identifier;
  promotionName: string;
  couponTypeId?: Identifier;
  issueCnt?: number;
  useCnt?: number;
  startDt?: string;
  endDt?: string;
  progress?: string;
  regDt?: string;
};

/** One step of a 결재 request (issue 37 item 2): 요청, 승인, 반려, 실행, 실행 실패, with who (`아이디 · 이름`) and when. */
export type ApprovalStep = { stepDt: string; adminId: string; adminText: string; step: string; text: string };

/** A 결재 request as GET approval (and its detail, and the request's and decisions' replies) answers it. */
export type ApprovalRequest = {
  approvalId: number;
  reqDt: string;
  reqAdminId: string;
  reqAdminText: string;
  /** resources/approvalRules.ts's ApprovalTask. */
  task: string;
  taskName: string;
  targetKey: string;
  targetName: string;
  amount: number;
  amountText: string;
  reason: string;
  /** 대기, 승인 or 반려. */
  state: string;
  decAdminId: string;
  decAdminText: string;
  decDt: string;
  decReason: string;
  resultMsg: string;
  steps?: ApprovalStep[];
};
