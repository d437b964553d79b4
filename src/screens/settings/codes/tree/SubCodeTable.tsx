import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { useT } from '@i18n/translate';
import { useScreenRights } from '@/auth/useScreenRights';
import { useScreen } from '@/screens/generic/ScreenContext';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { useSingleFlight } from '@/screens/shared/useSingleFlight';
import { SubCodeRow } from './SubCodeRow';
import { useSubCodes } from './useCodeTree';

/**
 * The chosen group's codes (right of /code): '코드 추가' in this group (등록), the use switch and
 * ↑/↓ with '순서 저장' (수정), each code's form (수정, or its read-only detail).
 */
export function SubCodeTable({ group }: { group: RaRecord }) {
  const t = useT();
  const { fields } = useScreen();
  const rights = useScreenRights('code');
  const groupId = String(group.codeId);
  const { codes, rows, moved, move, resetOrder, saveOrder } = useSubCodes(groupId);
  const { run: save, running } = useSingleFlight(() => saveOrder.mutateAsync(rows.map((row) => row.id)));
  const label = (source: string) => fields.find((field) => field.source === source)?.label ?? source;
  const groupName = String(group.codeName ?? groupId);

  return (
    <Paper variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 2, py: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" id="sub-codes-title" sx={{ flex: 1 }}>
          {t('settings.codes.tree.codesOf', { group: groupName })}
        </Typography>
        <Button size="small" component={Link} to={`/code/${encodeURIComponent(groupId)}`}>
          {t('settings.codes.tree.groupForm')}
        </Button>
        {rights.create && (
          <Button size="small" variant="outlined" component={Link} to="/code/create" state={{ record: { upCodeId: groupId } }}>
            {t('settings.codes.tree.addCode')}
          </Button>
        )}
        {rights.edit && moved && (
          <>
            <Button size="small" onClick={resetOrder} disabled={running}>
              {t('settings.codes.tree.resetOrder')}
            </Button>
            <Button size="small" variant="contained" onClick={() => save()} disabled={running}>
              {t('settings.codes.tree.saveOrder')}
            </Button>
          </>
        )}
      </Stack>
      {(codes.isPending || running) && <LinearProgress />}
      {codes.error ? (
        <LoadFailure title={t('settings.codes.tree.codesFailed')} error={codes.error} onRetry={() => void codes.refetch()} />
      ) : (
        <Table size="small" aria-labelledby="sub-codes-title">
          <TableHead sx={{ '& .MuiTableCell-head': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell sx={{ width: 56 }}>{label('sortOrder')}</TableCell>
              <TableCell>{label('codeId')}</TableCell>
              <TableCell>{label('codeName')}</TableCell>
              <TableCell>{label('useYn')}</TableCell>
              {rights.edit && <TableCell>{t('settings.codes.tree.move')}</TableCell>}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((code, index) => (
              <SubCodeRow key={String(code.id)} code={code} index={index} last={index === rows.length - 1} editable={rights.edit} onMove={move} />
            ))}
            {!codes.isPending && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{t('settings.codes.tree.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      {moved && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {t('settings.codes.tree.orderHelp')}
        </Typography>
      )}
    </Paper>
  );
}
