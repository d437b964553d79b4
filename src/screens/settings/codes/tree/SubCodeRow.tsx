import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { RaRecord } from 'react-admin';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { useT } from '@i18n/translate';
import { failureMessage } from '@/http/failures';
import { useCodeWrites } from '../useCodeActions';

export interface SubCodeRowProps {
  code: RaRecord;
  index: number;
  last: boolean;
  /** The modify flag: the use switch and the moves. */
  editable: boolean;
  onMove: (index: number, delta: number) => void;
}

const noop = () => undefined;

/** One code of the chosen group: its place, id, name, the use switch (PUT code/useYn/{id}), ↑/↓ and its form. */
export function SubCodeRow({ code, index, last, editable, onMove }: SubCodeRowProps) {
  const t = useT();
  const notify = useNotify();
  const { toggleUse } = useCodeWrites(code, noop);
  const name = String(code.codeName ?? code.codeId);
  return (
    <TableRow hover data-code={String(code.codeId)}>
      <TableCell>{index + 1}</TableCell>
      <TableCell>{String(code.codeId)}</TableCell>
      <TableCell>{name}</TableCell>
      <TableCell padding="checkbox">
        <Switch
          size="small"
          checked={code.useYn !== 'N'}
          disabled={!editable || toggleUse.isPending}
          onChange={() => toggleUse.mutate(undefined, { onError: (error) => notify(failureMessage(error), { type: 'error' }) })}
          slotProps={{ input: { 'aria-label': t('settings.codes.tree.useSwitch', { name }) } }}
        />
      </TableCell>
      {editable && (
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <IconButton size="small" aria-label={t('settings.codes.tree.up', { name })} disabled={index === 0} onClick={() => onMove(index, -1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('settings.codes.tree.down', { name })} disabled={last} onClick={() => onMove(index, 1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </TableCell>
      )}
      <TableCell align="right">
        <Button
          size="small"
          component={Link}
          to={`/code/${encodeURIComponent(String(code.codeId))}`}
          aria-label={t(editable ? 'settings.codes.tree.editOf' : 'settings.codes.tree.viewOf', { name })}
        >
          {t(editable ? 'settings.codes.tree.edit' : 'settings.codes.tree.view')}
        </Button>
      </TableCell>
    </TableRow>
  );
}
