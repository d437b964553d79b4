import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useT } from '@i18n/translate';
import { ActionDialog } from '@/screens/shared/ActionDialog';
import { OpenDialogButton } from '@/screens/shared/OpenDialogButton';
import { StoreSearch } from '@/screens/generic/StoreSearch';
import { useDialog } from '@/screens/shared/useDialog';
import { placeBlock } from '@resources/marketing/eDreamRules';
import type { EDreamCase } from '../types';
import { useEDreamWrite } from '../useEDreamActions';

/** 매장 변경 (POST eDreamSet/ticketChangeStore/{id}, `{ storeId }`): the store the ticket is exchanged at, chosen from the store list. */
export function StoreAction({ record }: { record: EDreamCase }) {
  const t = useT();
  const dialog = useDialog<RaRecord | null>(() => null);
  const store = dialog.value;
  const [missing, setMissing] = useState(false);
  const save = useEDreamWrite('store', record.id, dialog.close);
  const label = t('eDream.case.actions.store');
  const submit = () => {
    setMissing(!store);
    if (store) save.mutate(String(store.storeId));
  };
  return (
    <>
      <OpenDialogButton dialog={dialog} write={save} onOpen={() => setMissing(false)} disabled={placeBlock(record) !== undefined}>
        {label}
      </OpenDialogButton>
      <ActionDialog open={dialog.open} title={label} onClose={dialog.close} onSubmit={submit} pending={save.isPending} error={save.error}>
        <Typography variant="body2">{t('eDream.case.store.current', { name: record.storeName || '-' })}</Typography>
        <StoreSearch
          selected={store}
          onSelect={(chosen) => {
            dialog.setValue(chosen);
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
