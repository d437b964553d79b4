import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useT } from '@i18n/translate';
import { isStoreAdmin, useSession } from '@/providers/session';
import { DashboardView, type DashboardViewProps } from './DashboardView';

/** Group 4 (store-type admin) has no dashboard (spec §1, §6): a landing, and no dashboard call. */
function StoreLanding({ adminName }: { adminName: string }) {
  const t = useT();
  return (
    <Card sx={{ mt: 2 }} data-testid="store-landing">
      <Title title={t('dashboard.storeTitle')} />
      <CardContent>
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {t('dashboard.storeTitle')}
        </Typography>
        <Typography>{t('dashboard.welcome', { name: adminName })}</Typography>
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
  if (isStoreAdmin(auth)) return <StoreLanding adminName={auth.adminName} />;
  return <DashboardView {...props} />;
}
