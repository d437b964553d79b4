import type { MemberTab } from '@resources/members/memberTabs';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { usePagedQuery } from '@/screens/generic/usePagedQuery';

/** One tab of the member detail: GET member/{id}/{tab} for the page in the URL, asked only while the tab is shown. */
export function useMemberTab(cusId: string, tab: MemberTab) {
  const dataProvider = useAppDataProvider();
  return usePagedQuery(['member', 'tab', cusId, tab], (paging) => dataProvider.memberTab(cusId, tab, paging));
}
