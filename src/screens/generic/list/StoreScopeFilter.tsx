import Chip from '@mui/material/Chip';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ReactElement } from 'react';
import { SelectInput, useGetMany, type RaRecord } from 'react-admin';
import { translate, useT } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import { session } from '@/providers/session';
import { storeScopeOf } from '@/declarations/storeScope';
import { ReferenceAutocompleteInput } from '../inputs/DeferredAutocompleteInput';

/**
 * The store filter of a list (a `storeRef()` field, `storeId`). Head office picks any store; a
 * store owner (group 4, docs/permissions.md) gets it fixed to their stores: a read-only chip for
 * one store, a choice among their own for several. The mock server scopes the rows either way.
 */
interface FilterProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

const STORE_RESOURCE = 'storeManage';

function useStoreNames(storeIds: readonly string[]): (storeId: string) => string {
  const { data } = useGetMany<RaRecord & { storeName?: string }>(STORE_RESOURCE, { ids: [...storeIds] });
  return (storeId) => data?.find((store) => String(store.id) === storeId)?.storeName ?? storeId;
}

function OwnStoresFilter({ source, label, storeIds }: FilterProps & { storeIds: readonly string[] }) {
  const t = useT();
  const nameOf = useStoreNames(storeIds);
  if (storeIds.length === 1) {
    return (
      <Chip
        icon={<StorefrontIcon />}
        label={t('storeScope.only', { name: nameOf(storeIds[0]) })}
        title={t('storeScope.help')}
        data-testid="store-scope"
        sx={{ mb: 1 }}
      />
    );
  }
  const choices = storeIds.map((id) => ({ id, name: nameOf(id) }));
  return <SelectInput source={source} label={label} choices={choices} emptyText={t('storeScope.all')} helperText={false} data-testid="store-scope" />;
}

/** The filter element of the store field: the owner's stores when the signed-in admin has a scope. */
export function storeFilterElement(field: FieldDeclaration, alwaysOn: boolean): ReactElement {
  const storeIds = storeScopeOf(session.get().auth);
  if (storeIds) return <OwnStoresFilter key={field.source} source={field.source} label={field.label} storeIds={storeIds} alwaysOn />;
  return (
    <ReferenceAutocompleteInput
      key={field.source}
      source={field.source}
      reference={field.reference ?? STORE_RESOURCE}
      alwaysOn={alwaysOn}
      label={field.label}
      optionText={field.referenceLabel}
      noOptionsText={translate('storeScope.noStore')}
    />
  );
}
