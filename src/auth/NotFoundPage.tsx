import { Button, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { appMessages } from '@i18n/ko/app';
import { AuthCard } from './AuthCard';

const messages = appMessages.notFound;

/** /notFound (spec §2): no sign-in needed; also where a denied route lands. */
export function NotFoundPage() {
  return (
    <AuthCard title="404">
      <Typography component="h2" variant="h6" sx={{ textAlign: 'center', mb: 1 }}>
        {messages.title}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        {messages.message}
      </Typography>
      <Button component={LinkBase} to="/dashboard" variant="contained" fullWidth>
        {messages.home}
      </Button>
    </AuthCard>
  );
}
