import { Alert, AlertTitle, Button } from '@mui/material';
import { useState } from 'react';
import { useEditContext, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useT } from '@i18n/translate';
import { failureMessage } from '@/http/failures';
import { useConflict } from './conflict';

/**
 * Shown after a save answered 409: the record changed since it was read. The operator's input
 * stays in the form until they choose '최신 내용 불러오기', which reads the record again and puts
 * it in the form (with its new `rev`, so the next save is checked against it).
 */
export function ConflictNotice() {
  const t = useT();
  const notify = useNotify();
  const { conflict, clear } = useConflict();
  const { refetch } = useEditContext();
  const { reset } = useFormContext();
  const [loading, setLoading] = useState(false);
  if (!conflict) return null;

  const reload = async () => {
    setLoading(true);
    try {
      const { data, error } = await refetch();
      if (error || !data) throw error;
      reset(data);
      clear();
      notify(t('trust.conflict.reloaded'), { type: 'info' });
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="conflict-notice"
      sx={{ mb: 1, width: '100%' }}
      action={
        <Button color="inherit" size="small" disabled={loading} onClick={() => void reload()}>
          {t('trust.conflict.reload')}
        </Button>
      }
    >
      <AlertTitle>{t('trust.conflict.title')}</AlertTitle>
      {t('trust.conflict.message')}
    </Alert>
  );
}
