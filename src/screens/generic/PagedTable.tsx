import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TablePagination from '@mui/material/TablePagination';
import type { ReactNode } from 'react';
import { useT } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import { LoadingBar } from '@/layout/LoadingBar';
import { displayedRows } from '@/screens/shared/displayedRows';
import { DeclaredTable } from './DeclaredTable';
import { TotalCount } from '@/screens/shared/TotalCount';
import { WORKSPACE_PAGE_SIZES } from '@/screens/shared/usePageParams';

type Row = Record<string, unknown>;

/** `T`: the record type of the rows (src/types/records.ts), handed to a row's cells and actions as read. */
export interface PagedTableProps<T extends Row = Row> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly FieldDeclaration[];
  rows: readonly T[];
  rowKey: string;
  /** The server's totalCnt (shown as '총 N건'); undefined before the first reply. */
  total: number | undefined;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  /** A cell of its own for some columns (personal values…); undefined falls back to the formatted value. */
  renderCell?: (column: FieldDeclaration, row: T) => ReactNode | undefined;
  /** A last column of buttons for each row. */
  rowActions?: (row: T) => ReactNode;
}

/** A server-paged table of a workspace: '총 N건', columns formatted by kind, 20/50/100 rows a page, Korean paging. */
export function PagedTable<T extends Row>({
  label,
  columns,
  rows,
  rowKey,
  total,
  page,
  size,
  onPage,
  onSize,
  loading,
  error,
  onRetry,
  renderCell,
  rowActions,
}: PagedTableProps<T>) {
  const t = useT();
  if (error)
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('workspace.retry')}
            </Button>
          )
        }
      >
        {error.message || t('workspace.loadFailed')}
      </Alert>
    );
  return (
    <Box>
      <TotalCount total={total} sx={{ mb: 1 }} />
      {loading ? <LoadingBar label="workspace.loading" /> : <Box sx={{ height: 4 }} />}
      <DeclaredTable label={label} columns={columns} rows={rows} rowKey={rowKey} loading={loading} renderCell={renderCell} rowActions={rowActions} />
      <TablePagination
        component="div"
        count={total ?? 0}
        page={Math.max(0, page - 1)}
        rowsPerPage={size}
        rowsPerPageOptions={[...WORKSPACE_PAGE_SIZES]}
        onPageChange={(_event, next) => onPage(next + 1)}
        onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
        labelRowsPerPage={t('workspace.rowsPerPage')}
        labelDisplayedRows={displayedRows(t)}
        getItemAriaLabel={(type) =>
          t(
            type === 'first'
              ? 'workspace.firstPage'
              : type === 'last'
                ? 'workspace.lastPage'
                : type === 'next'
                  ? 'workspace.nextPage'
                  : 'workspace.previousPage',
          )
        }
      />
    </Box>
  );
}
