import type { HttpHandler } from 'msw';
import { badIssueStampHandlers } from './badIssueStamp';
import { bulkHandlers } from './bulk';
import { codeHandlers } from './code';
import { contentHandlers } from './content';
import { eDreamHandlers } from './eDream';
import { eventStandardHandlers } from './eventStandard';
import { fileHandlers } from './files';
import { offlineGiftCardHandlers } from './giftCard';
import { largeOrderHandlers } from './largeOrders';
import { orderHandlers } from './orders';
import { memberHandlers } from './member';
import { otherHandlers } from './others';
import { prepayCardHandlers } from './prepayCard';
import { restHandlers } from './rest';
import { settingsHandlers } from './settings';

/**
 * Every API family's handlers (docs/api.md). MSW tries them in order: the bespoke families'
 * fixed paths first, then the generic content and rest shapes, which answer only for the types
 * declared with their family and fall through otherwise.
 */
export const familyHandlers: HttpHandler[] = [
  ...bulkHandlers, // POST {type}/bulk (issue 37), before the generic shapes' `{type}/{id}`
  ...codeHandlers,
  ...memberHandlers,
  ...settingsHandlers,
  ...prepayCardHandlers,
  ...offlineGiftCardHandlers,
  ...largeOrderHandlers,
  ...orderHandlers,
  ...badIssueStampHandlers,
  ...eDreamHandlers,
  ...eventStandardHandlers,
  ...fileHandlers,
  ...otherHandlers,
  ...contentHandlers,
  ...restHandlers,
];
