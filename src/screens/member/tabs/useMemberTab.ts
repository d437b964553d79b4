import type { MemberTab } from '@resources/members/memberTabs';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { usePagedQuery } from '@/screens/generic/usePagedQuery';
import type { MemberTabRows } from '@/types/records';

/** One tab of the member detail: GET member/{id}/{tab} for the page in the URL, asked only while the tab is shown. */
export function useMemberTab<K extends MemberTab>(cusId: string, tab: K) {
  const dataProvider = useAppDataProvider();
  return usePagedQuery<MemberTabRows[K]>(['member', 'tab', cusId, tab], (paging) => dataProvider.memberTab(cusId, tab, paging));
}
