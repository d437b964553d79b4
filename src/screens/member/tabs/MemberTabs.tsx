import { useT } from '@i18n/translate';
import { MEMBER_TABS } from '@resources/members/memberTabs';
import { ChangeHistory } from '@/screens/generic/sections/ChangeHistory';
import { UrlTabs } from '@/screens/shared/UrlTabs';
import { OrderTab } from '../orders/OrderTab';
import { useReadableOrderLists } from '../orders/useMemberOrders';
import type { MemberRecord } from '../types';
import { MemberTabTable } from './MemberTabTable';
import { MemoTab } from './MemoTab';

/** The spec's nine sub-tabs (GET member/{id}/{tab}) and 주문 (the three order lists, issue 32) second, after 스탬프. */
const TABS = [MEMBER_TABS[0], 'order', ...MEMBER_TABS.slice(1)] as const;
/** Without any order list's menu code, no 주문 tab (its calls would be refused). */
const WITHOUT_ORDERS = MEMBER_TABS;

/**
 * The tabs, the chosen one in the URL. The sub-tabs are declared tables
 * (resources/members/memberTabs.ts); the memo tab adds its form and delete buttons; 변경 이력
 * (issue 34) is the server's change history of the member.
 */
export function MemberTabs({ member }: { member: MemberRecord }) {
  const t = useT();
  const orders = useReadableOrderLists().length > 0;
  return (
    <UrlTabs tabs={orders ? TABS : WITHOUT_ORDERS} label={t('member.tabs.label')} tabLabel={(name) => t(`member.tabs.${name}`)} idPrefix="member" scrollable>
      {(tab) =>
        tab === 'order' ? (
          <OrderTab member={member} />
        ) : tab === 'memo' ? (
          <MemoTab member={member} />
        ) : tab === 'history' ? (
          <ChangeHistory resource="member" id={member.cusId} />
        ) : (
          <MemberTabTable key={tab} member={member} tab={tab} />
        )
      }
    </UrlTabs>
  );
}
