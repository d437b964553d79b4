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
import { useT } from '@i18n/translate';
import { formatDate } from '@/format';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import { maskPersonal } from '@/format/mask';

const RESULTS = 10;

/** What a typed term searches: 6 digits a member number, 7 or more digits a mobile, anything else a name. */
export function memberFilterOf(term: string): Record<string, string> {
  const digits = term.replace(/[\s-]/g, '');
  if (/^\d{6}$/.test(digits)) return { cusId: digits };
  if (/^\d{7,}$/.test(digits)) return { cusHp: digits };
  return { cusName: term.trim() };
}

export interface MemberSearchProps {
  /** The chosen member (highlighted). */
  selected?: RaRecord | null;
  onSelect: (member: RaRecord) => void;
}

/**
 * Search a member by number, name or mobile (GET member/list, active members) and pick one.
 * Names and mobiles show masked, as in any list.
 */
export function MemberSearch({ selected, onSelect }: MemberSearchProps) {
  const t = useT();
  const dataProvider = useAppDataProvider();
  const [term, setTerm] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [missing, setMissing] = useState(false);
  const { data, isFetching, error } = useQuery({
    queryKey: ['member', 'search', submitted],
    enabled: submitted !== '',
    queryFn: ({ signal }) => dataProvider.getList('member', { filter: memberFilterOf(submitted), pagination: { page: 1, perPage: RESULTS }, sort: { field: 'cusId', order: 'ASC' }, signal }),
  });
  const search = () => {
    setMissing(term.trim() === '');
    if (term.trim()) setSubmitted(term.trim());
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label={t('workspace.memberSearch.label')}
          placeholder={t('workspace.memberSearch.placeholder')}
          helperText={missing ? t('workspace.memberSearch.required') : t('workspace.memberSearch.help')}
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
        <Button variant="outlined" onClick={search} sx={{ flexShrink: 0, mt: 0.25 }}>{t('workspace.memberSearch.search')}</Button>
      </Stack>
      {isFetching && <LinearProgress aria-label={t('workspace.loading')} />}
      {error && <Alert severity="error">{error.message || t('workspace.loadFailed')}</Alert>}
      {data && !isFetching && data.data.length === 0 && <Typography variant="body2">{t('workspace.memberSearch.none')}</Typography>}
      {data && data.data.length > 0 && (
        <List dense aria-label={t('workspace.memberSearch.results', { count: RESULTS })} sx={{ maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {data.data.map((member) => {
            const name = maskPersonal('name', member.cusName);
            return (
              <ListItemButton key={member.id} selected={selected?.id === member.id} onClick={() => onSelect(member)} aria-label={t('workspace.memberSearch.select', { name: `${String(member.cusId)} ${name}` })}>
                <ListItemText primary={`${String(member.cusId)} · ${name}`} secondary={`${maskPersonal('phone', member.cusHp)} · ${formatDate(member.joinDt)}`} />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
