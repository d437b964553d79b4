import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { useT } from '@i18n/translate';
import { useScreenRights } from '@/auth/useScreenRights';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import type { useCodeGroups } from './useCodeTree';

/** The code groups (left of /code): choosing one shows its codes; '그룹 추가' with the add flag. */
export function CodeGroupList({ groups, selected, select }: ReturnType<typeof useCodeGroups>) {
  const t = useT();
  const { create } = useScreenRights('code');
  return (
    <Paper variant="outlined" sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" id="code-groups-title">
          {t('settings.codes.tree.groups')}
        </Typography>
        {create && (
          <Button size="small" component={Link} to="/code/create">
            {t('settings.codes.tree.addGroup')}
          </Button>
        )}
      </Stack>
      {groups.error ? (
        <LoadFailure title={t('settings.codes.tree.groupsFailed')} error={groups.error} onRetry={() => void groups.refetch()} />
      ) : (
        <List dense aria-labelledby="code-groups-title" sx={{ maxHeight: 560, overflow: 'auto' }}>
          {(groups.data ?? []).map((group: RaRecord) => (
            // an <li> around each button: a <ul> holds list items only
            <ListItem key={String(group.id)} disablePadding>
              <ListItemButton selected={group.id === selected?.id} onClick={() => select(String(group.codeId))}>
                <ListItemText primary={String(group.codeName ?? '')} secondary={String(group.codeId)} />
                {group.useYn === 'N' && <Chip size="small" label={t('settings.codes.tree.unused')} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
