import type { ResolveScreen } from './family';
import { accessLogMethods } from './families/accessLog';
import { adminMethods } from './families/admin';
import { approvalMethods } from './families/approval';
import { badIssueStampMethods } from './families/badIssueStamp';
import { bulkMethods } from './families/bulk';
import { codeMethods } from './families/code';
import { contentMethods } from './families/content';
import { eDreamMethods } from './families/eDream';
import { fileMethods } from './families/files';
import { historyMethods } from './families/history';
import { memberMethods } from './families/member';
import { offlineGiftCardMethods } from './families/offlineGiftCard';
import { otherMethods } from './families/others';
import { prepayCardMethods } from './families/prepayCard';
import { privacyMethods } from './families/privacy';
import { restMethods } from './families/rest';
import { savedViewMethods } from './families/savedView';
import { settingsMethods } from './families/settings';

/**
 * The typed calls of spec §7 beyond CRUD and the generic actions, flat on the dataProvider
 * (react-admin's useDataProvider proxies top-level functions only).
 */
export function createFamilyMethods(resolve: ResolveScreen) {
  return {
    ...contentMethods(resolve),
    ...restMethods(resolve),
    ...codeMethods,
    ...settingsMethods,
    ...memberMethods,
    ...adminMethods,
    ...prepayCardMethods,
    ...badIssueStampMethods,
    ...offlineGiftCardMethods,
    ...eDreamMethods,
    ...otherMethods,
    ...fileMethods,
    ...privacyMethods,
    ...accessLogMethods,
    ...historyMethods,
    ...savedViewMethods,
    ...bulkMethods,
    ...approvalMethods,
  };
}

export type FamilyMethods = ReturnType<typeof createFamilyMethods>;
