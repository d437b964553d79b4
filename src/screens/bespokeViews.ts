import type { ViewKind } from '@/declarations/types';
import { lazyScreen, type LazyScreen } from '@/layout/loadChunk';
import { prefetchCardBalance } from './prepayCard/balanceQuery';
import { MENU_TREE_READ } from './settings/menus/menuTree';

/** The views of one screen that a workspace draws instead of the generic ones. */
export type BespokeViews = Partial<Record<ViewKind, LazyScreen>>;

/**
 * The one map of bespoke views, by screen name (the declaration's `name`): the app root joins it
 * with the registry (src/app/resourceProps.tsx). Each view loads with its own chunk on first use;
 * a view replaces one the declaration has, never adds one (tests/unit/bespokeViews.test.ts).
 */
export const bespokeViews: Readonly<Record<string, BespokeViews>> = {
  member: { show: lazyScreen(() => import('./member/MemberShow').then((module) => module.MemberShow)) },
  prepayCard: { show: lazyScreen(() => import('./prepayCard/PrepayCardShow').then((module) => module.PrepayCardShow), { prefetch: prefetchCardBalance }) },
  offlineGiftCard: {
    list: lazyScreen(() => import('./offlineGiftCard/OfflineGiftCardList').then((module) => module.OfflineGiftCardList)),
    show: lazyScreen(() => import('./offlineGiftCard/OfflineGiftCardShow').then((module) => module.OfflineGiftCardShow)),
  },
  eDream: { show: lazyScreen(() => import('./eDream/EDreamCaseShow').then((module) => module.EDreamCaseShow)) },
  eventStandard: {
    create: lazyScreen(() => import('./eventStandard/EventStandardCreate').then((module) => module.EventStandardCreate)),
    edit: lazyScreen(() => import('./eventStandard/EventStandardEdit').then((module) => module.EventStandardEdit)),
  },
  paymentRandomNumber: { edit: lazyScreen(() => import('./paymentRandomNumber/PaymentRandomNumberEdit').then((module) => module.PaymentRandomNumberEdit)) },
  badIssueStamp: { list: lazyScreen(() => import('./badIssueStamp/BadIssueStampList').then((module) => module.BadIssueStampList)) },
  item: { edit: lazyScreen(() => import('./items/ItemEdit').then((module) => module.ItemEdit)) },
  storeManage: { edit: lazyScreen(() => import('./stores/StoreManageEdit').then((module) => module.StoreManageEdit)) },
  appVersion: { edit: lazyScreen(() => import('./settings/appVersions/AppVersionEdit').then((module) => module.AppVersionEdit)) },
  code: {
    list: lazyScreen(() => import('./settings/codes/CodeList').then((module) => module.CodeList)),
    create: lazyScreen(() => import('./settings/codes/CodeCreate').then((module) => module.CodeCreate)),
    edit: lazyScreen(() => import('./settings/codes/CodeEdit').then((module) => module.CodeEdit)),
  },
  menu: { list: lazyScreen(() => import('./settings/menus/MenuList').then((module) => module.MenuList), { listRead: MENU_TREE_READ }) },
  accessLog: { list: lazyScreen(() => import('./settings/accessLog/AccessLogList').then((module) => module.AccessLogList)) },
  authLog: { list: lazyScreen(() => import('./settings/authLog/AuthLogList').then((module) => module.AuthLogList)) },
  approval: {
    list: lazyScreen(() => import('./settings/approval/ApprovalList').then((module) => module.ApprovalList)),
    show: lazyScreen(() => import('./settings/approval/ApprovalShow').then((module) => module.ApprovalShow)),
  },
  user: {
    create: lazyScreen(() => import('./settings/accounts/AccountCreate').then((module) => module.AccountCreate)),
    edit: lazyScreen(() => import('./settings/accounts/AccountEdit').then((module) => module.AccountEdit)),
  },
  group: {
    create: lazyScreen(() => import('./settings/groups/GroupCreate').then((module) => module.GroupCreate)),
    edit: lazyScreen(() => import('./settings/groups/GroupEdit').then((module) => module.GroupEdit)),
  },
  officeUser: {
    list: lazyScreen(() => import('./settings/officeUsers/OfficeUserList').then((module) => module.OfficeUserList)),
    create: lazyScreen(() => import('./settings/officeUsers/OfficeUserCreate').then((module) => module.OfficeUserCreate)),
    edit: lazyScreen(() => import('./settings/officeUsers/OfficeUserEdit').then((module) => module.OfficeUserEdit)),
  },
};
