import { Alert, AlertTitle, Button } from '@mui/material';
import { useT } from '@i18n/translate';
import { failureMessage } from '@/http/failures';

export interface LoadFailureProps {
  /** What could not be read: '목록을 불러오지 못했습니다.' */
  title: string;
  error: unknown;
  /** '다시 시도': reads again (react-query refetch), no page reload needed. */
  onRetry?: () => void;
}

/** A read that failed, said in Korean with its reason (network, timeout, 403, unreadable reply…) and a retry. */
export function LoadFailure({ title, error, onRetry }: LoadFailureProps) {
  const t = useT();
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="load-failure"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('trust.retry')}
          </Button>
        )
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {failureMessage(error)}
    </Alert>
  );
}
