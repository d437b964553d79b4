import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, AlertTitle, Box, Button, IconButton } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { reloadMenu } from '@/providers/authProvider';

/**
 * In place of the sidebar's menu when GET menu/auth failed: why, and '다시 시도', which reads the
 * menu again and re-checks the access answers that depended on it (no page reload). Minified, an
 * icon that does the same.
 */
export function MenuFailure({ message, minified }: { message: string; minified: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const retry = async () => {
    setLoading(true);
    try {
      await reloadMenu();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    } finally {
      setLoading(false);
    }
  };
  const label = `${t('trust.menu.failed')} ${t('trust.retry')}`;
  if (minified) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        <IconButton color="error" aria-label={label} title={label} disabled={loading} onClick={() => void retry()}>
          <ErrorOutlineIcon />
        </IconButton>
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="menu-failure"
      sx={{ m: 1.5 }}
      action={
        <Button color="inherit" size="small" disabled={loading} onClick={() => void retry()}>
          {t('trust.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('trust.menu.failed')}</AlertTitle>
      {message}
    </Alert>
  );
}
