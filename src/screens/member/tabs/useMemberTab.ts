import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberTab } from '@/providers/dataProvider/families/member';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { usePageParams } from '@/screens/shared/usePageParams';

/** One tab of the member detail: GET member/{id}/{tab} for the page in the URL, asked only while the tab is shown. */
export function useMemberTab(cusId: string, tab: MemberTab) {
  const dataProvider = useAppDataProvider();
  const paging = usePageParams();
  const { page, size } = paging;
  const query = useQuery({
    queryKey: ['member', 'tab', cusId, tab, page, size],
    queryFn: () => dataProvider.memberTab(cusId, tab, { page, size }),
    placeholderData: keepPreviousData,
  });
  return { ...paging, query, rows: query.data?.list ?? [], total: query.data?.totalCnt ?? 0 };
}
