import SwapVertIcon from '@mui/icons-material/SwapVert';
import { useState } from 'react';
import { Button } from 'react-admin';
import { useT } from '@i18n/translate';
import { OrderChangeDialog } from './OrderChangeDialog';

/** '순서 변경': opens the reorder dialog of the current filter. */
export function OrderChangeButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={t('genericActions.order.button')} onClick={() => setOpen(true)}>
        <SwapVertIcon />
      </Button>
      {open && <OrderChangeDialog onClose={() => setOpen(false)} />}
    </>
  );
}
