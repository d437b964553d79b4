import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { ScreenPrefetch } from './loadChunk';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

/**
 * Runs a bespoke screen's `prefetch` when its route opens: its first reads leave while its script
 * loads and its first render runs, instead of after that render is on screen.
 */
export function PrefetchOnOpen({ prefetch, children }: { prefetch: ScreenPrefetch; children: ReactNode }) {
  const { id } = useParams();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  useEffect(() => {
    if (id) prefetch({ id }, { queryClient, dataProvider });
  }, [id, prefetch, queryClient, dataProvider]);
  return children;
}
