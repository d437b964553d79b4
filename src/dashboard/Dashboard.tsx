import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { fill } from '@i18n/index';
import { appMessages } from '@i18n/ko/app';
import { isStoreAdmin, useSession } from '@/providers/session';

const messages = appMessages.dashboard;

/**
 * /dashboard placeholder (a later issue builds the real one, spec §2 "Dashboard"). A store-type
 * admin (group 4) has no dashboard data and sees a store landing instead.
 */
export function Dashboard() {
  const { auth } = useSession();
  const store = isStoreAdmin(auth);
  return (
    <Card sx={{ mt: 2 }} data-testid={store ? 'store-landing' : 'dashboard'}>
      <Title title={store ? messages.storeTitle : messages.title} />
      <CardContent>
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {store ? messages.storeTitle : messages.title}
        </Typography>
        <Typography>{fill(messages.welcome, { name: auth?.adminName ?? '' })}</Typography>
        <Typography color="text.secondary">{store ? messages.storeGuide : messages.guide}</Typography>
      </CardContent>
    </Card>
  );
}
