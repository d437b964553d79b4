import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, useDelete, useGetRecordRepresentation, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { failureMessage } from '@/http/failures';
import { GuardedConfirm } from '@/screens/shared/GuardedConfirm';
import { useScreen } from '../ScreenContext';

/**
 * '삭제' on the edit form: a '확인'/'취소' confirmation whose '확인' sends one DELETE (the record
 * as read goes with it, so its `rev`). Deleted: '삭제되었습니다.' and back to the list. Refused:
 * the server's message, and the dialog stays for another try or '취소'.
 */
export function DeleteRecordButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const screen = useScreen();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const form = useFormContext();
  const [open, setOpen] = useState(false);
  const [deleteOne] = useDelete();
  const representation = useGetRecordRepresentation(resource)(record);
  if (!record || !resource) return null;

  const remove = async () => {
    try {
      await deleteOne(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
      return;
    }
    setOpen(false);
    notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
    // The record is gone: its unsaved changes are moot and must not block the way back.
    form.reset(undefined, { keepValues: true });
    redirect('list', resource);
  };

  const name = screen.label;
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} sx={{ ml: 'auto' }}>
        <DeleteIcon />
      </Button>
      <GuardedConfirm
        isOpen={open}
        destructive
        title={translate('ra.message.delete_title', { name, recordRepresentation: typeof representation === 'string' ? representation : '' }).trim()}
        content={translate('ra.message.delete_content', { name })}
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
