import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetMany } from 'react-admin';
import { useT } from '@i18n/translate';
import { isStoreAdmin, useSession } from '@/providers/session';
import { storeScopeOf } from '@/declarations/storeScope';
import { DashboardView, type DashboardViewProps } from './DashboardView';

/** '선릉점 (ST0003), 역삼점 (ST0007)': the owner's stores by name once read, by code meanwhile. */
function useStoreNames(storeIds: readonly string[]): string {
  const { data = [] } = useGetMany('storeManage', { ids: [...storeIds] });
  const nameOf = (id: string) => data.find((store) => String(store.id) === id)?.storeName;
  return storeIds.map((id) => (nameOf(id) ? `${String(nameOf(id))} (${id})` : id)).join(', ');
}

/** Group 4 (store-type admin) has no dashboard (spec §1, §6): a landing naming its stores, and no dashboard call. */
function StoreLanding({ adminName, storeIds }: { adminName: string; storeIds: readonly string[] }) {
  const t = useT();
  const stores = useStoreNames(storeIds);
  return (
    <Card sx={{ mt: 2 }} data-testid="store-landing">
      <Title title={t('dashboard.storeTitle')} />
      <CardContent>
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {t('dashboard.storeTitle')}
        </Typography>
        <Typography>{t('dashboard.welcome', { name: adminName })}</Typography>
        {stores && (
          <Typography sx={{ fontWeight: 600 }} data-testid="store-landing-stores">
            {t('dashboard.myStores', { stores })}
          </Typography>
        )}
        <Typography color="text.secondary">{t('dashboard.storeGuide')}</Typography>
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard (spec §2 "Dashboard"): the head-office dashboard, or the store landing for group 4.
 * Nothing is asked of the server before the session says which (no call for group 4, ever).
 */
export function Dashboard(props: DashboardViewProps) {
  const { auth } = useSession();
  if (!auth) return null;
  if (isStoreAdmin(auth)) return <StoreLanding adminName={auth.adminName} storeIds={storeScopeOf(auth) ?? []} />;
  return <DashboardView {...props} />;
}
