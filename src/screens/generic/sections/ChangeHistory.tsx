import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Identifier } from 'react-admin';
import { useT } from '@i18n/translate';
import { changeHistoryColumns, grantHistoryColumns } from '@resources/history';
import type { FieldDeclaration } from '@/declarations/types';
import { useAppDataProvider } from '@/providers/dataProvider/useAppDataProvider';
import type { ListResponse } from '@/types/api';
import type { AuthLogRow, ChangeHistoryRow } from '@/types/records';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { WORKSPACE_PAGE_SIZES } from '@/screens/shared/usePageParams';
import { PagedTable } from '../PagedTable';

type Row = Record<string, unknown>;

/** Several lines in one cell (a field per line). */
function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </Box>
  );
}

interface LogTableProps<T extends Row> {
  /** Section title and the table's accessible name. */
  title: string;
  empty: string;
  loadFailed: string;
  columns: readonly FieldDeclaration[];
  queryKey: readonly unknown[];
  fetchPage: (paging: { page: number; size: number }) => Promise<ListResponse<T>>;
  renderCell: (column: FieldDeclaration, row: T) => ReactNode | undefined;
}

/** A read-only log of the server, newest first, paged here (not in the URL: a detail may show two). */
function LogSection<T extends Row>({ title, empty, loadFailed, columns, queryKey, fetchPage, renderCell }: LogTableProps<T>) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(WORKSPACE_PAGE_SIZES[0]);
  const query = useQuery({ queryKey: [...queryKey, page, size], queryFn: () => fetchPage({ page, size }), placeholderData: keepPreviousData });
  const total = query.data?.totalCnt;
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ py: 1 }}>
        {title}
      </Typography>
      {query.isError ? (
        <LoadFailure title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      ) : total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <PagedTable<T>
          label={title}
          columns={columns}
          rows={query.data?.list ?? []}
          rowKey="id"
          total={total}
          page={page}
          size={size}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(1);
          }}
          loading={query.isFetching}
          renderCell={renderCell}
        />
      )}
    </Box>
  );
}

/**
 * 변경 이력 of one record (issue 34 item 4, `GET history`): 일시, 관리자 (ID·이름), 구분, 변경 항목,
 * 변경 전 → 변경 후, one line per changed field; personal values as the server sends them (masked
 * unless the reader may reveal them).
 */
export function ChangeHistory({ resource, id }: { resource: string; id: Identifier }) {
  const t = useT();
  const dataProvider = useAppDataProvider();
  const value = (text: string) => text || t('history.emptyValue');
  return (
    <LogSection<ChangeHistoryRow>
      title={t('history.title')}
      empty={t('history.empty')}
      loadFailed={t('history.loadFailed')}
      columns={changeHistoryColumns}
      queryKey={['history', resource, String(id)]}
      fetchPage={(paging) => dataProvider.recordHistory(resource, id, paging)}
      renderCell={(column, row) => {
        if (column.source !== 'fields' && column.source !== 'change') return undefined;
        if (row.changes.length === 0) return t('history.noFields');
        return (
          <Lines
            lines={row.changes.map((change) =>
              column.source === 'fields' ? change.label : t('history.change', { before: value(change.before), after: value(change.after) }),
            )}
          />
        );
      }}
    />
  );
}

/** 권한 변경 이력 of one admin account (issue 34 item 3, `GET authLog?targetId=`). */
export function GrantHistory({ adminId }: { adminId: string }) {
  const t = useT();
  const dataProvider = useAppDataProvider();
  return (
    <LogSection<AuthLogRow>
      title={t('history.grants.title')}
      empty={t('history.grants.empty')}
      loadFailed={t('history.grants.loadFailed')}
      columns={grantHistoryColumns}
      queryKey={['grantHistory', adminId]}
      fetchPage={(paging) => dataProvider.grantHistory(adminId, paging)}
      renderCell={(column, row) =>
        column.source === 'beforeText' || column.source === 'afterText' ? <Lines lines={row[column.source].split('\n')} /> : undefined
      }
    />
  );
}
