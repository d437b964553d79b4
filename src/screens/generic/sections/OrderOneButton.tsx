import LowPriorityIcon from '@mui/icons-material/LowPriority';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useT } from '@i18n/translate';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { useSingleFlight } from '@/screens/shared/useSingleFlight';
import { useScreen } from '../ScreenContext';

/** '순서 이동': moves this record to the order typed (rest `POST {type}/order/{id}` `{ sortOrder }`); the others shift. */
export function OrderOneButton() {
  const t = useT();
  const screen = useScreen();
  const record = useRecordContext();
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const move = useMutation({
    mutationFn: (sortOrder: number) => dataProvider.restChangeOrderOne(screen.name, record?.id ?? '', sortOrder),
  });
  const close = () => {
    setOpen(false);
    setText('');
    setInvalid(false);
    move.reset();
  };
  const { run, running } = useSingleFlight(async () => {
    const sortOrder = Number(text);
    if (!/^\d+$/.test(text.trim()) || sortOrder < 1) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    await move.mutateAsync(sortOrder);
    notify(t('contentCalls.orderOne.moved'), { type: 'success' });
    close();
    refresh();
  });
  if (!record) return null;
  return (
    <>
      <Button label={t('contentCalls.orderOne.button')} onClick={() => setOpen(true)}>
        <LowPriorityIcon />
      </Button>
      <ActionDialog open={open} title={t('contentCalls.orderOne.title')} onClose={close} onSubmit={() => run()} pending={running} error={move.error}>
        <Typography variant="body2">{t('contentCalls.orderOne.current', { order: String(record.sortOrder ?? '-') })}</Typography>
        <TextField
          label={t('contentCalls.orderOne.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          required
          error={invalid}
          helperText={invalid ? t('contentCalls.orderOne.invalid') : t('contentCalls.orderOne.help')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </ActionDialog>
    </>
  );
}
