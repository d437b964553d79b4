import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { fill } from '@i18n/index';
import { appMessages } from '@i18n/ko/app';
import { isStoreAdmin, useSession } from '@/providers/session';
import { DashboardView, type DashboardViewProps } from './DashboardView';

const messages = appMessages.dashboard;

/** Group 4 (store-type admin) has no dashboard (spec §1, §6): a landing, and no dashboard call. */
function StoreLanding({ adminName }: { adminName: string }) {
  return (
    <Card sx={{ mt: 2 }} data-testid="store-landing">
      <Title title={messages.storeTitle} />
      <CardContent>
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {messages.storeTitle}
        </Typography>
        <Typography>{fill(messages.welcome, { name: adminName })}</Typography>
        <Typography color="text.secondary">{messages.storeGuide}</Typography>
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
