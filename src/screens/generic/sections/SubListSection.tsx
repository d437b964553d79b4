import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { josa } from '@/validation/josa';
import { useScreenRights } from '@/auth/useScreenRights';
import type { SubListDeclaration } from '@/declarations/types';
import { DeclaredTable } from '@/screens/generic/DeclaredTable';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { useScreen } from '../ScreenContext';
import { SubRowDialog } from './SubRowDialog';
import { useSubRows } from './useSubRows';

/** A record's declared sub-rows (survey questions, push reactions by hour) with '추가' where the screen adds them. */
export function SubListSection({ subList }: { subList: SubListDeclaration }) {
  const t = useT();
  const screen = useScreen();
  const record = useRecordContext();
  const rows = useSubRows(screen, subList, record?.id);
  const mayAdd = useScreenRights(screen.name).create && subList.add === true && screen.api.family !== 'rest';
  const [adding, setAdding] = useState(false);
  return (
    <Box component="section" aria-label={subList.label} sx={{ px: 2, pb: 2 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ py: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {subList.label}
        </Typography>
        {mayAdd && (
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('contentCalls.subList.add', { label: subList.label })}
          </Button>
        )}
      </Stack>
      {rows.isError ? (
        <LoadFailure
          title={t('contentCalls.subList.loadFailed', { label: josa(subList.label, '을/를') })}
          error={rows.error}
          onRetry={() => void rows.refetch()}
        />
      ) : (
        <DeclaredTable label={subList.label} columns={subList.fields} rows={rows.data ?? []} rowKey="id" loading={rows.isPending} />
      )}
      {adding && record && <SubRowDialog subList={subList} id={record.id} onClose={() => setAdding(false)} />}
    </Box>
  );
}
