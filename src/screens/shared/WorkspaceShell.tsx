import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ListButton, Loading, ShowBase, TopToolbar, useShowContext, type RaRecord } from 'react-admin';
import { Panel } from '@/layout/Panel';
import { LoadFailure } from './LoadFailure';

export interface WorkspaceShellProps<RecordType extends RaRecord> {
  /** The declaration's resource: its detail read (react-admin's `getOne`) gives the record. */
  resource: string;
  /** The panel's title ('회원 상세'). */
  title: string;
  /** The button back to the list ('회원 목록'). */
  listLabel: string;
  /** The title of the failed read ('회원 정보를 불러오지 못했습니다.'). */
  loadFailed: string;
  /** The action bar's writes, right of the list button. */
  actions: (record: RecordType) => ReactNode;
  /** What stands under the action bar: the header, panels, tabs or sections. */
  children: (record: RecordType) => ReactNode;
  /** The gap between the blocks (MUI spacing units); the member workspace packs tighter. */
  spacing?: number;
}

/**
 * The frame every bespoke workspace shares (DESIGN §9): the panel, the record's read with its
 * loading and failure states, the action bar (list button, then the writes), then the workspace's
 * own blocks. A workspace's `…Show.tsx` says only what it puts in.
 */
export function WorkspaceShell<RecordType extends RaRecord>({ resource, title, ...frame }: WorkspaceShellProps<RecordType>) {
  return (
    <Panel title={title}>
      <ShowBase resource={resource} disableAuthentication>
        <WorkspaceFrame {...frame} />
      </ShowBase>
    </Panel>
  );
}

function WorkspaceFrame<RecordType extends RaRecord>({
  listLabel,
  loadFailed,
  actions,
  children,
  spacing = 2,
}: Omit<WorkspaceShellProps<RecordType>, 'resource' | 'title'>) {
  const { record, isPending, error, refetch } = useShowContext<RecordType>();
  if (isPending) return <Loading />;
  if (error || !record) return <LoadFailure title={loadFailed} error={error} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={spacing}>
      <TopToolbar sx={{ justifyContent: 'space-between', alignItems: 'flex-start', minHeight: 0, p: 0 }}>
        <ListButton label={listLabel} />
        {actions(record)}
      </TopToolbar>
      {children(record)}
    </Stack>
  );
}
