import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { type AppKey, useT } from '@i18n/translate';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { LoadingBar } from '@/layout/LoadingBar';

/** The catalogue keys a search names its texts with (`results` gets `count`, `select` gets `name`). */
export type RecordSearchTexts = Record<'label' | 'placeholder' | 'help' | 'search' | 'required' | 'none' | 'results' | 'select', AppKey>;

/** How one found record reads in the results. */
export interface FoundRow {
  primary: string;
  secondary: string;
  /** What the row's button is named after ('%{name} 선택'). */
  name: string;
  disabled?: boolean;
}

export interface RecordSearchProps {
  resource: string;
  /** The list filter a typed term asks for. */
  filterOf: (term: string) => Record<string, string>;
  sortField: string;
  results: number;
  texts: RecordSearchTexts;
  describe: (record: RaRecord) => FoundRow;
  /** The chosen record (highlighted). */
  selected?: RaRecord | null;
  onSelect: (record: RaRecord) => void;
}

/**
 * Search a list by a typed term (Enter or 검색; nothing is asked while typing) and pick one of
 * the first `results` rows: the one shape behind 회원 검색 and 매장 검색.
 */
export function RecordSearch({ resource, filterOf, sortField, results, texts, describe, selected, onSelect }: RecordSearchProps) {
  const t = useT();
  const dataProvider = useAppDataProvider();
  const [term, setTerm] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [missing, setMissing] = useState(false);
  const { data, isFetching, error } = useQuery({
    queryKey: [resource, 'search', submitted],
    enabled: submitted !== '',
    queryFn: ({ signal }) =>
      dataProvider.getList(resource, {
        filter: filterOf(submitted),
        pagination: { page: 1, perPage: results },
        sort: { field: sortField, order: 'ASC' },
        signal,
      }),
  });
  const search = () => {
    setMissing(term.trim() === '');
    if (term.trim()) setSubmitted(term.trim());
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label={t(texts.label)}
          placeholder={t(texts.placeholder)}
          helperText={missing ? t(texts.required) : t(texts.help)}
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
        <Button variant="outlined" onClick={search} sx={{ flexShrink: 0, mt: 0.25 }}>
          {t(texts.search)}
        </Button>
      </Stack>
      {isFetching && <LoadingBar label="workspace.loading" />}
      {error && <Alert severity="error">{error.message || t('workspace.loadFailed')}</Alert>}
      {data && !isFetching && data.data.length === 0 && <Typography variant="body2">{t(texts.none)}</Typography>}
      {data && data.data.length > 0 && (
        <List
          dense
          aria-label={t(texts.results, { count: results })}
          sx={{ maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {data.data.map((record) => {
            const row = describe(record);
            return (
              <ListItemButton
                key={record.id}
                selected={selected?.id === record.id}
                disabled={row.disabled}
                onClick={() => onSelect(record)}
                aria-label={t(texts.select, { name: row.name })}
              >
                <ListItemText primary={row.primary} secondary={row.secondary} />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
