import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useT } from '@i18n/translate';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { StoreSearch } from '@/screens/shared/StoreSearch';
import type { EDreamCase } from '../types';
import { useEDreamWrite } from '../useEDreamActions';

/** 매장 변경 (POST eDreamSet/ticketChangeStore/{id}, `{ storeId }`): the store the ticket is exchanged at, chosen from the store list. */
export function StoreAction({ record }: { record: EDreamCase }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [store, setStore] = useState<RaRecord | null>(null);
  const [missing, setMissing] = useState(false);
  const save = useEDreamWrite('store', record.id, () => setOpen(false));
  const label = t('eDream.case.actions.store');
  const submit = () => {
    setMissing(!store);
    if (store) save.mutate(String(store.storeId));
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={record.ticketStatus === 'USED'}
        onClick={() => {
          save.reset();
          setStore(null);
          setMissing(false);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <ActionDialog open={open} title={label} onClose={() => setOpen(false)} onSubmit={submit} pending={save.isPending} error={save.error}>
        <Typography variant="body2">{t('eDream.case.store.current', { name: record.storeName || '-' })}</Typography>
        <StoreSearch
          selected={store}
          onSelect={(chosen) => {
            setStore(chosen);
            setMissing(false);
          }}
        />
        {store && (
          <Typography variant="body2" data-testid="edream-store-chosen">
            {t('eDream.case.store.chosen', { name: String(store.storeName) })}
          </Typography>
        )}
        {missing && (
          <Typography variant="body2" color="error">
            {t('eDream.case.store.required')}
          </Typography>
        )}
      </ActionDialog>
    </>
  );
}
