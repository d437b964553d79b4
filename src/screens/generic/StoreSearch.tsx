import type { RaRecord } from 'react-admin';
import { findScreen } from '@resources/registry';
import { formatValue } from '@/screens/generic/kinds';
import { type FoundRow, RecordSearch, type RecordSearchTexts } from '../shared/RecordSearch';

/** What a typed term searches: a store code ('ST0012') or part of a store name. */
export function storeFilterOf(term: string): Record<string, string> {
  const text = term.trim();
  return /^ST\d+$/i.test(text) ? { storeId: text.toUpperCase() } : { storeName: text };
}

const TEXTS: RecordSearchTexts = {
  label: 'workspace.storeSearch.label',
  placeholder: 'workspace.storeSearch.placeholder',
  help: 'workspace.storeSearch.help',
  search: 'workspace.storeSearch.search',
  required: 'workspace.storeSearch.required',
  none: 'workspace.storeSearch.none',
  results: 'workspace.storeSearch.results',
  select: 'workspace.storeSearch.select',
};

/** A closed store is listed but cannot be picked. */
function describeStore(store: RaRecord): FoundRow {
  const status = findScreen('storeManage')?.fields.find((field) => field.source === 'storeStatus');
  return {
    primary: `${String(store.storeName)} (${String(store.storeId)})`,
    secondary: [status ? formatValue(status, store.storeStatus) : '', String(store.address ?? '')].filter(Boolean).join(' · '),
    name: String(store.storeName),
    disabled: store.storeStatus === 'CLOSED',
  };
}

export interface StoreSearchProps {
  selected?: RaRecord | null;
  onSelect: (store: RaRecord) => void;
}

/** Search a store by name or code (GET storeManage/list) and pick one. */
export function StoreSearch(props: StoreSearchProps) {
  return <RecordSearch resource="storeManage" filterOf={storeFilterOf} sortField="storeId" results={20} texts={TEXTS} describe={describeStore} {...props} />;
}
