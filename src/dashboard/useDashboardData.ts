import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { dashboardQuery, type DashboardPeriods } from './periods';
import type { DashboardResponse } from '@/types/records';

/**
 * GET /api/dashboard for the given periods (docs/api.md, the dashboard row). Not retried on its
 * own: a failure shows at once with a '다시 불러오기' button.
 */
export function useDashboardData(periods: DashboardPeriods): UseQueryResult<DashboardResponse> {
  const dataProvider = useAppDataProvider();
  const query = dashboardQuery(periods);
  return useQuery({
    queryKey: ['dashboard', query],
    queryFn: (): Promise<DashboardResponse> => dataProvider.getDashboard(query),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
