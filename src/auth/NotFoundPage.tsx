import { Button, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useT } from '@i18n/translate';
import { AuthCard } from './AuthCard';

/** /notFound (spec §2): no sign-in needed; also where a denied route lands. */
export function NotFoundPage() {
  const t = useT();
  return (
    <AuthCard title="404">
      <Typography component="h2" variant="h6" sx={{ textAlign: 'center', mb: 1 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        {t('notFound.message')}
      </Typography>
      <Button component={LinkBase} to="/dashboard" variant="contained" fullWidth>
        {t('notFound.home')}
      </Button>
    </AuthCard>
  );
}
