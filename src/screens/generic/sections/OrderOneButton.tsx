import LowPriorityIcon from '@mui/icons-material/LowPriority';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button } from 'react-admin';
import { useT } from '@i18n/translate';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { WholeNumberField, wholeNumber } from '@/screens/shared/WholeNumberField';
import { useDialog } from '@/screens/shared/useDialog';
import { useSingleFlight } from '@/screens/shared/useSingleFlight';
import { useRecordWrite } from './useRecordWrite';

/** '순서 이동': moves this record to the order typed (rest `POST {type}/order/{id}` `{ sortOrder }`); the others shift. */
export function OrderOneButton() {
  const t = useT();
  const dialog = useDialog(() => '');
  const text = dialog.value;
  const [invalid, setInvalid] = useState(false);
  const { record, write: move } = useRecordWrite(
    (dataProvider, resource, id, sortOrder: number) => dataProvider.restChangeOrderOne(resource, id, sortOrder),
    () => t('contentCalls.orderOne.moved'),
    dialog.close,
  );
  const { run, running } = useSingleFlight(async () => {
    const sortOrder = wholeNumber(text, 1);
    if (sortOrder === undefined) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    await move.mutateAsync(sortOrder);
  });
  if (!record) return null;
  return (
    <>
      <Button
        label={t('contentCalls.orderOne.button')}
        onClick={() => {
          move.reset();
          setInvalid(false);
          dialog.show();
        }}
      >
        <LowPriorityIcon />
      </Button>
      <ActionDialog
        open={dialog.open}
        title={t('contentCalls.orderOne.title')}
        onClose={dialog.close}
        onSubmit={() => run()}
        pending={running}
        error={move.error}
      >
        <Typography variant="body2">{t('contentCalls.orderOne.current', { order: String(record.sortOrder ?? '-') })}</Typography>
        <WholeNumberField
          label={t('contentCalls.orderOne.label')}
          value={text}
          onChange={dialog.setValue}
          problem={invalid ? t('contentCalls.orderOne.invalid') : undefined}
          help={t('contentCalls.orderOne.help')}
        />
      </ActionDialog>
    </>
  );
}
