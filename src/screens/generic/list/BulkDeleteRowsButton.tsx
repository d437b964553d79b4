import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, useDeleteMany, useListContext, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { failureMessage } from '@/http/failures';
import { GuardedConfirm } from '@/screens/shared/GuardedConfirm';
import { useScreen } from '../ScreenContext';

/**
 * Bulk action '삭제' of the selected rows: a '확인'/'취소' confirmation whose '확인' sends the
 * deletion once. Refused: the server's message, and the dialog stays.
 */
export function BulkDeleteRowsButton() {
  const resource = useResourceContext();
  const screen = useScreen();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [deleteMany] = useDeleteMany();
  const count = selectedIds.length;

  const remove = async () => {
    if (!resource) return;
    try {
      await deleteMany(resource, { ids: selectedIds }, { mutationMode: 'pessimistic', returnPromise: true });
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
      return;
    }
    setOpen(false);
    notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: count } });
    onUnselectItems(true);
    refresh();
  };

  const options = { smart_count: count, name: screen.label };
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <GuardedConfirm
        isOpen={open}
        destructive
        title={translate('ra.message.bulk_delete_title', options)}
        content={translate('ra.message.bulk_delete_content', options)}
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
