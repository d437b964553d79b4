import Button from '@mui/material/Button';
import { useState } from 'react';
import { useT } from '@i18n/translate';
import { ConfirmDialog } from '@/screens/shared/ConfirmDialog';
import type { EDreamCase } from '../types';
import { useEDreamWrite } from '../useEDreamActions';

/** 스탬프 새로고침 (POST eDreamSet/stampRefresh/{id}): the server counts the stamps again from the history. */
export function StampRefreshAction({ record }: { record: EDreamCase }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const run = useEDreamWrite('stampRefresh', record.id, () => setOpen(false));
  const label = t('eDream.case.actions.stampRefresh');
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          run.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={label}
        message={t('eDream.case.confirm.stampRefresh')}
        pending={run.isPending}
        error={run.error}
        onConfirm={() => run.mutateAsync(undefined)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
