import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo, useState } from 'react';
import type { Identifier } from 'react-admin';
import { useT } from '@i18n/translate';
import { useScreen } from '@/screens/generic/ScreenContext';
import { plainRowsSx } from '@/screens/shared/plainRows';
import { type MenuTreeRow, visibleRows } from './menuTree';

const FLAGS = ['authAddYn', 'authModYn', 'authDelYn'] as const;

/** The rows' looks as class rules of the table: one style for the ~130 rows, not an `sx` or a styled cell per cell (the page's first render of them). */
const treeSx = [
  plainRowsSx,
  {
    '& th, & td.tree-flags': { whiteSpace: 'nowrap' },
    '& tbody tr': { cursor: 'pointer' },
    '& td.tree-node': { whiteSpace: 'nowrap' },
    '& .tree-line': { display: 'flex', alignItems: 'center', gap: 0.5 },
    '& .tree-spacer': { width: 28 },
    '& .tree-top': { fontWeight: 600 },
  },
] as const;

export interface MenuTreeTableProps {
  rows: readonly MenuTreeRow[];
  selected?: Identifier;
  onSelect: (id: Identifier) => void;
}

/** The whole menu as the sidebar's three levels, every node open at first; a row chosen opens its form beside. */
export function MenuTreeTable({ rows, selected, onSelect }: MenuTreeTableProps) {
  const t = useT();
  const { fields } = useScreen();
  const label = (source: string) => fields.find((field) => field.source === source)?.label ?? source;
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(() => visibleRows(rows, folded), [rows, folded]);
  const fold = (code: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });

  return (
    // beside the edit panel, a width of 0 growing into the row: the tree scrolls inside itself
    // instead of widening the page (react-admin's layout is as wide as its content's minimum)
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 640, flex: 1, minWidth: 0, width: { xs: '100%', md: 0 } }}>
      <Table size="small" stickyHeader aria-label={t('settings.menus.tree')} sx={treeSx}>
        <TableHead>
          <TableRow>
            <TableCell>{label('menuTitle')}</TableCell>
            <TableCell>{label('menuCd')}</TableCell>
            <TableCell>{label('menuUrl')}</TableCell>
            <TableCell align="right">{label('sortOrder')}</TableCell>
            <TableCell>{label('useYn')}</TableCell>
            <TableCell>{t('settings.menus.defaults')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map(({ record, depth, parent }) => {
            const code = String(record.menuCd);
            const title = String(record.menuTitle ?? code);
            const open = !folded.has(code);
            return (
              <tr
                key={String(record.id)}
                className={record.id === selected ? 'hover Mui-selected' : 'hover'}
                onClick={() => onSelect(record.id)}
                data-menu={code}
              >
                <td className="tree-node" style={{ paddingLeft: (1 + depth * 3) * 8 }}>
                  <div className="tree-line">
                    {parent ? (
                      <IconButton
                        size="small"
                        aria-expanded={open}
                        aria-label={t(open ? 'settings.grants.collapse' : 'settings.grants.expand', { menu: title })}
                        onClick={(event) => {
                          event.stopPropagation();
                          fold(code);
                        }}
                      >
                        {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                      </IconButton>
                    ) : (
                      <span className="tree-spacer" />
                    )}
                    <span className={depth === 0 ? 'tree-top' : undefined}>{title}</span>
                  </div>
                </td>
                <td>{code}</td>
                <td>{String(record.menuUrl ?? '')}</td>
                <td className="align-right">{String(record.sortOrder ?? '')}</td>
                <td>{t(record.useYn === 'N' ? 'settings.menus.hidden' : 'settings.menus.shown')}</td>
                <td className="tree-flags">
                  {FLAGS.filter((flag) => Number(record[flag]) === 1)
                    .map((flag) => t(`settings.menus.flag.${flag}`))
                    .join(' · ') || t('settings.menus.readOnly')}
                </td>
              </tr>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
