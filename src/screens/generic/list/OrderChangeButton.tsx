import SwapVertIcon from '@mui/icons-material/SwapVert';
import { useState } from 'react';
import { Button } from 'react-admin';
import { OrderChangeDialog } from './OrderChangeDialog';

/** '순서 변경': opens the reorder dialog of the current filter. */
export function OrderChangeButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="순서 변경" onClick={() => setOpen(true)}>
        <SwapVertIcon />
      </Button>
      {open && <OrderChangeDialog onClose={() => setOpen(false)} />}
    </>
  );
}
