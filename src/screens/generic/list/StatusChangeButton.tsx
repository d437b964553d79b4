import SyncAltIcon from '@mui/icons-material/SyncAlt';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useRefresh } from 'react-admin';
import { appMessages } from '@i18n/ko/app';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { useScreen } from '../ScreenContext';

export const STATUS_CHANGED = '상태가 변경되었습니다.';

/** Bulk action: choose one of `statusChoices` for the selected rows, confirm ('확인'/'취소'), save. */
export function StatusChangeButton() {
  const screen = useScreen();
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
      notify(STATUS_CHANGED, { type: 'success' });
      onUnselectItems();
      refresh();
    },
    onError: (error: Error) => notify(error.message || appMessages.error.http, { type: 'error' }),
  });

  if (choices.length === 0) return null;
  return (
    <>
      <Button label="상태 변경" onClick={() => setOpen(true)}>
        <SyncAltIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={change.isPending}
        title="상태 변경"
        content={
          <>
            <Typography>선택한 {selectedIds.length}건의 상태를 변경하시겠습니까?</Typography>
            <RadioGroup row aria-label="변경할 상태" value={status} onChange={(event) => setStatus(event.target.value)}>
              {choices.map((choice) => (
                <FormControlLabel key={choice.id} value={String(choice.id)} control={<Radio />} label={choice.name} />
              ))}
            </RadioGroup>
          </>
        }
        confirm={appMessages.confirm.ok}
        cancel={appMessages.confirm.cancel}
        onConfirm={() => change.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
