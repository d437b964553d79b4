import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, type Identifier } from 'react-admin';
import { useT } from '@i18n/translate';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

/** The apps of a version (GET appVersion/app/{id}) and their writes (POST app/{versionId}, DELETE app/{appId}). */
export function useVersionApps(versionId: Identifier) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useT();
  const key = ['appVersion', 'apps', String(versionId)];
  const apps = useQuery({ queryKey: key, queryFn: () => dataProvider.appVersionApps(versionId) });
  const done = (message: string) => {
    notify(message, { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: key });
  };
  const add = useMutation({
    mutationFn: (app: { appName: string; bundleId: string }) => dataProvider.appVersionAddApp(versionId, app),
    onSuccess: () => done(t('settings.apps.added')),
  });
  const remove = useMutation({
    mutationFn: (appId: Identifier) => dataProvider.appVersionDeleteApp(appId),
    onSuccess: () => done(t('settings.apps.deleted')),
  });
  return { apps, add, remove };
}
