import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { validateAdminId } from '@/validation/rules';

export type IdCheck = 'idle' | 'checking' | 'free' | 'taken';

const DELAY_MS = 400;

/**
 * Whether an admin id is free, asked as the operator types (once the id has the spec §5 shape and
 * they paused): the account list filtered by the id (`GET admin/list?adminId=`), where only an
 * exact match means taken. The create call stays the last word (409 beside the field).
 */
export function useAdminIdCheck(adminId: string, enabled = true): IdCheck {
  const dataProvider = useAppDataProvider();
  const id = adminId.trim();
  const [settled, setSettled] = useState(id);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(id), DELAY_MS);
    return () => clearTimeout(timer);
  }, [id]);
  const ready = enabled && id !== '' && !validateAdminId(id) && settled === id;
  const { data, isFetching } = useQuery({
    queryKey: ['user', 'idCheck', settled],
    queryFn: async ({ signal }) => {
      const { data: rows } = await dataProvider.getList('user', {
        filter: { adminId: settled },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'adminId', order: 'ASC' },
        signal,
      });
      return rows.some((row) => String(row.adminId) === settled);
    },
    enabled: ready,
    staleTime: 0,
  });
  if (!enabled || id === '' || validateAdminId(id)) return 'idle';
  if (!ready || isFetching || data === undefined) return 'checking';
  return data ? 'taken' : 'free';
}
