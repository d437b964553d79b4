import { Alert, Button } from '@mui/material';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useT } from '@i18n/translate';
import { formatDateTime } from '@/format';
import { useFormDraft } from './useFormDraft';

/**
 * The kept draft of the form it is in (useFormDraft), and the notice when one was put back:
 * '저장하지 않은 내용을 복원했습니다.' with '버리기'. One line opts a react-admin form in; `omit`
 * names the inputs never kept (personal data).
 */
export function DraftNotice({ omit }: { omit?: ReadonlySet<string> }) {
  const t = useT();
  const notify = useNotify();
  const { restored, discard, dismiss } = useFormDraft(omit);
  const message = restored ? t('trust.draft.restored', { time: formatDateTime(new Date(restored.savedAt)) }) : '';

  useEffect(() => {
    if (message) notify(message, { type: 'info' });
  }, [message, notify]);

  if (!restored) return null;
  return (
    <Alert
      severity="info"
      data-testid="draft-notice"
      onClose={dismiss}
      slotProps={{ closeButton: { 'aria-label': t('trust.draft.close'), title: t('trust.draft.close') } }}
      sx={{ mb: 1, width: '100%' }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            discard();
            notify(t('trust.draft.discarded'), { type: 'info' });
          }}
        >
          {t('trust.draft.discard')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
