import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { findScreen } from '@resources/registry';
import { useT } from '@i18n/translate';
import { formatValue } from '@/screens/generic/kinds';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';

const RESULTS = 20;
const statusField = () => findScreen('storeManage')?.fields.find((field) => field.source === 'storeStatus');

/** What a typed term searches: a store code ('ST0012') or part of a store name. */
export function storeFilterOf(term: string): Record<string, string> {
  const text = term.trim();
  return /^ST\d+$/i.test(text) ? { storeId: text.toUpperCase() } : { storeName: text };
}

export interface StoreSearchProps {
  selected?: RaRecord | null;
  onSelect: (store: RaRecord) => void;
}

/** Search a store by name or code (GET storeManage/list) and pick one; a closed store is listed but cannot be picked. */
export function StoreSearch({ selected, onSelect }: StoreSearchProps) {
  const t = useT();
  const dataProvider = useAppDataProvider();
  const [term, setTerm] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [missing, setMissing] = useState(false);
  const { data, isFetching, error } = useQuery({
    queryKey: ['storeManage', 'search', submitted],
    enabled: submitted !== '',
    queryFn: ({ signal }) => dataProvider.getList('storeManage', { filter: storeFilterOf(submitted), pagination: { page: 1, perPage: RESULTS }, sort: { field: 'storeId', order: 'ASC' }, signal }),
  });
  const search = () => {
    setMissing(term.trim() === '');
    if (term.trim()) setSubmitted(term.trim());
  };
  const status = statusField();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label={t('workspace.storeSearch.label')}
          placeholder={t('workspace.storeSearch.placeholder')}
          helperText={missing ? t('workspace.storeSearch.required') : t('workspace.storeSearch.help')}
          error={missing}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
          size="small"
          fullWidth
        />
        <Button variant="outlined" onClick={search} sx={{ flexShrink: 0, mt: 0.25 }}>{t('workspace.storeSearch.search')}</Button>
      </Stack>
      {isFetching && <LinearProgress aria-label={t('workspace.loading')} />}
      {error && <Alert severity="error">{error.message || t('workspace.loadFailed')}</Alert>}
      {data && !isFetching && data.data.length === 0 && <Typography variant="body2">{t('workspace.storeSearch.none')}</Typography>}
      {data && data.data.length > 0 && (
        <List dense aria-label={t('workspace.storeSearch.results', { count: RESULTS })} sx={{ maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {data.data.map((store) => (
            <ListItemButton
              key={store.id}
              selected={selected?.id === store.id}
              disabled={store.storeStatus === 'CLOSED'}
              onClick={() => onSelect(store)}
              aria-label={t('workspace.storeSearch.select', { name: String(store.storeName) })}
            >
              <ListItemText primary={`${String(store.storeName)} (${String(store.storeId)})`} secondary={[status ? formatValue(status, store.storeStatus) : '', String(store.address ?? '')].filter(Boolean).join(' · ')} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Stack>
  );
}
