import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, useMemo, useState } from 'react';
import { useT } from '@i18n/translate';
import type { MenuGrant } from '@resources/menuGrants';
import type { MenuNode } from '@/types/api';
import { canSet, COLUMNS, type Column, columnState, editableBy, fromGrant, isLeaf, setColumn, toGrant } from './grantTree';

export interface MenuGrantTreeProps {
  /** The granter's own menu (what `menu/auth` gave the signed-in admin): nothing else can be given. */
  menu: readonly MenuNode[];
  value: MenuGrant;
  /** What the account or group held when the form opened (kept where the tree cannot show it). */
  original?: MenuGrant;
  onChange: (grant: MenuGrant) => void;
  disabled?: boolean;
}

/**
 * The one menu-permission editor (issue 14 item 3), used by the account and group forms: the
 * sidebar's three levels, per menu 접근 and 등록/수정/삭제; a parent's boxes are tri-state and set
 * every screen under it (an area's row is its 'select all'). Areas open on demand.
 */
export function MenuGrantTree({ menu, value, original, onChange, disabled = false }: MenuGrantTreeProps) {
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const state = useMemo(() => fromGrant(value, menu), [value, menu]);
  const editable = useMemo(() => editableBy(menu, original), [menu, original]);
  const names: Record<Column, string> = {
    access: t('settings.grants.access'),
    add: t('settings.grants.add'),
    mod: t('settings.grants.mod'),
    del: t('settings.grants.del'),
  };

  const toggle = (node: MenuNode, column: Column, on: boolean) => onChange(toGrant(setColumn(state, node, column, on, editable), menu, original));
  const flip = (menuCd: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(menuCd)) next.add(menuCd);
      return next;
    });

  const row = (node: MenuNode, depth: number) => {
    const expanded = open.has(node.menuCd);
    return (
      <Fragment key={node.menuCd}>
        <TableRow hover data-menu={node.menuCd}>
          <TableCell sx={{ pl: 1 + depth * 3, whiteSpace: 'nowrap' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {isLeaf(node) ? (
                <Box sx={{ width: 28 }} />
              ) : (
                <IconButton
                  size="small"
                  onClick={() => flip(node.menuCd)}
                  aria-expanded={expanded}
                  aria-label={t(expanded ? 'settings.grants.collapse' : 'settings.grants.expand', { menu: node.menuTitle })}
                >
                  {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                </IconButton>
              )}
              <span>{node.menuTitle}</span>
            </Box>
          </TableCell>
          {COLUMNS.map((column) => {
            const checked = columnState(state, node, column);
            return (
              <TableCell key={column} align="center" padding="checkbox">
                <Checkbox
                  size="small"
                  checked={checked === 'checked'}
                  indeterminate={checked === 'mixed'}
                  disabled={disabled || !canSet(node, column, editable)}
                  onChange={(event) => toggle(node, column, event.target.checked)}
                  // 'mixed' as the input's own state: a native checkbox must not say it with aria-checked (MUI's way)
                  inputRef={(input: HTMLInputElement | null) => {
                    if (input) input.indeterminate = checked === 'mixed';
                  }}
                  slotProps={{ input: { 'aria-label': t('settings.grants.box', { menu: node.menuTitle, column: names[column] }), 'aria-checked': undefined } }}
                />
              </TableCell>
            );
          })}
        </TableRow>
        {expanded && node.children?.map((child) => row(child, depth + 1))}
      </Fragment>
    );
  };

  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 520 }}>
      <Table size="small" stickyHeader aria-label={t('settings.grants.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('settings.grants.menu')}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column} align="center" sx={{ width: 64 }}>
                {names[column]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{menu.map((node) => row(node, 0))}</TableBody>
      </Table>
    </TableContainer>
  );
}
