import type { ApiFamily } from '@/declarations/types';
import type { FamilyAdapter } from '../family';
import { adminAdapter } from './admin';
import { badIssueStampAdapter } from './badIssueStamp';
import { codeAdapter } from './code';
import { contentV1Adapter, contentV2Adapter } from './content';
import { eDreamSetAdapter, eventStandardAdapter } from './eDream';
import { memberAdapter } from './member';
import { offlineGiftCardAdapter } from './offlineGiftCard';
import { prepayCardAdapter } from './prepayCard';
import { restAdapter } from './rest';
import { appVersionAdapter, groupAdapter, menuAdapter } from './settings';

/** The adapter of each API family a declaration can name (complete by type: a new family fails the check). */
export const familyAdapters: Readonly<Record<ApiFamily, FamilyAdapter>> = {
  contentV1: contentV1Adapter,
  contentV2: contentV2Adapter,
  rest: restAdapter,
  code: codeAdapter,
  menu: menuAdapter,
  member: memberAdapter,
  admin: adminAdapter,
  prepayCard: prepayCardAdapter,
  group: groupAdapter,
  appVersion: appVersionAdapter,
  badIssueStamp: badIssueStampAdapter,
  offlineGiftCard: offlineGiftCardAdapter,
  eDreamSet: eDreamSetAdapter,
  eventStandard: eventStandardAdapter,
};
