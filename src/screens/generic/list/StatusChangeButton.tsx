import SyncAltIcon from '@mui/icons-material/SyncAlt';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh } from 'react-admin';
import { useT } from '@i18n/translate';
import { failureMessage } from '@/http/failures';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { GuardedConfirm } from '@/screens/shared/GuardedConfirm';
import { useScreen } from '../ScreenContext';

/**
 * Bulk action: choose one of `statusChoices` for the selected rows, confirm ('확인'/'취소'), save.
 * '확인' sends once; on failure the dialog stays open with the choice and says why.
 */
export function StatusChangeButton() {
  const screen = useScreen();
  const t = useT();
  const choices = screen.statusChoices ?? [];
  const dataProvider = useAppDataProvider();
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState(String(choices[0]?.id ?? ''));

  const change = useMutation({
    mutationFn: () => dataProvider.changeStatus(screen.name, { ids: selectedIds, status }),
    onSuccess: () => {
      setOpen(false);
      notify(t('genericActions.status.changed'), { type: 'success' });
      onUnselectItems();
      refresh();
    },
    onError: (error: Error) => notify(failureMessage(error), { type: 'error' }),
  });

  if (choices.length === 0) return null;
  return (
    <>
      <Button label={t('genericActions.status.button')} onClick={() => setOpen(true)}>
        <SyncAltIcon />
      </Button>
      <GuardedConfirm
        isOpen={open}
        loading={change.isPending}
        title={t('genericActions.status.title')}
        content={
          <>
            <Typography>{t('genericActions.status.question', { count: selectedIds.length })}</Typography>
            <RadioGroup row aria-label={t('genericActions.status.choices')} value={status} onChange={(event) => setStatus(event.target.value)}>
              {choices.map((choice) => (
                <FormControlLabel key={choice.id} value={String(choice.id)} control={<Radio />} label={choice.name} />
              ))}
            </RadioGroup>
          </>
        }
        onConfirm={() => change.mutateAsync()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
