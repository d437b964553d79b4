import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '@i18n/translate';
import type { FieldDeclaration } from '@/declarations/types';
import { DeclaredTable } from '@/screens/generic/DeclaredTable';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { TotalCount } from '@/screens/shared/TotalCount';
import { LoadingBar } from '@/layout/LoadingBar';

type Row = Record<string, unknown>;

export interface CaseSectionProps<T extends Row> {
  /** Names the section's heading (`edream-section-{name}`). */
  name: string;
  title: string;
  columns: readonly FieldDeclaration[];
  rowKey: string;
  query: { data?: { list: T[]; totalCnt: number }; isPending: boolean; error: Error | null; refetch: () => unknown };
  rowActions?: (row: T) => ReactNode;
  children?: ReactNode;
}

/** One section of the case: a heading, '총 N건' and the rows of its read, or the failure with '다시 불러오기'. */
export function CaseSection<T extends Row>({ name, title, columns, rowKey, query, rowActions, children }: CaseSectionProps<T>) {
  const t = useT();
  const id = `edream-section-${name}`;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Typography variant="subtitle1" component="h3" id={id} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {query.error ? (
        <LoadFailure title={t('workspace.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TotalCount total={query.data?.totalCnt} sx={{ my: 1 }} />
          {query.isPending && <LoadingBar label="workspace.loading" />}
          <DeclaredTable label={title} columns={columns} rows={query.data?.list ?? []} rowKey={rowKey} loading={query.isPending} rowActions={rowActions} />
        </>
      )}
      {children}
    </Paper>
  );
}
