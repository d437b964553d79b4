import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useT } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import { kinds, listText } from '@/screens/generic/kinds';
import { plainRowsSx } from '../shared/plainRows';
import { linkIdOf, RecordLink } from '../shared/RecordLink';

type Row = Record<string, unknown>;

/** `T`: the record type of the rows (src/types/records.ts), so a row's actions get it as it was read. */
export interface DeclaredTableProps<T extends Row = Row> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly FieldDeclaration[];
  rows: readonly T[];
  rowKey: string;
  /** Hides the '데이터가 없습니다.' row (while the first page loads). */
  loading?: boolean;
  /** A cell of its own for some columns (a personal value with '보기'…); undefined falls back to the list text (masked when personal), linked when declared `linkTo`. */
  renderCell?: (column: FieldDeclaration, row: T) => ReactNode | undefined;
  /** A last column of buttons for each row. */
  rowActions?: (row: T) => ReactNode;
}

const align = (column: FieldDeclaration) => kinds[column.kind].column.align ?? 'left';
const alignClass = (column: FieldDeclaration) => (align(column) === 'left' ? undefined : `align-${align(column)}`);
const preWrap = { whiteSpace: 'pre-wrap' } as const;

/** What a list shows of the value (kind registry, masked when personal), opening its record when the column links. */
function DefaultCell({ column, value, row }: { column: FieldDeclaration; value: unknown; row: Row }) {
  const text = listText(column, value);
  const id = linkIdOf(column, value, row);
  return column.linkTo && id !== undefined && text ? (
    <RecordLink resource={column.linkTo} id={id}>
      {text}
    </RecordLink>
  ) : (
    <>{text}</>
  );
}

/** The rows of a workspace table: declared columns formatted by kind, amounts right-aligned, an empty row when none; plain rows with MUI's looks (plainRowsSx). */
export function DeclaredTable<T extends Row>({ label, columns, rows, rowKey, loading, renderCell, rowActions }: DeclaredTableProps<T>) {
  const t = useT();
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={plainRowsSx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.source} align={align(column)}>
                {column.label}
              </TableCell>
            ))}
            {rowActions && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <tr key={String(row[rowKey] ?? index)}>
              {columns.map((column) => (
                <td key={column.source} className={alignClass(column)} style={column.kind === 'longText' ? preWrap : undefined}>
                  {renderCell?.(column, row) ?? <DefaultCell column={column} value={row[column.source]} row={row} />}
                </td>
              ))}
              {rowActions && <td className="align-right">{rowActions(row)}</td>}
            </tr>
          ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + (rowActions ? 1 : 0)} className="align-center">
                {t('workspace.empty')}
              </td>
            </tr>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
