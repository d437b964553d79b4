import type { ReactNode } from 'react';
import { useT } from '@i18n/translate';
import { memberTabs } from '@resources/members/memberTabs';
import { personalKindOf } from '@/declarations/personal';
import type { MemberTab } from '@/providers/dataProvider/families/member';
import { PagedTable } from '@/screens/shared/PagedTable';
import { PersonalValue } from '@/screens/shared/PersonalValue';
import { pagedTableProps } from '@/screens/shared/usePagedQuery';
import type { MemberRecord } from '../types';
import { useMemberTab } from './useMemberTab';

/** A tab as a server-paged table of its declared columns (resources/members/memberTabs.ts); personal numbers masked. */
export function MemberTabTable({
  member,
  tab,
  rowActions,
}: {
  member: MemberRecord;
  tab: MemberTab;
  rowActions?: (row: Record<string, unknown>) => ReactNode;
}) {
  const t = useT();
  const { columns, rowKey } = memberTabs[tab];
  const paged = useMemberTab(member.cusId, tab);
  return (
    <PagedTable
      label={t(`member.tabs.${tab}`)}
      columns={columns}
      rowKey={rowKey}
      {...pagedTableProps(paged)}
      rowActions={rowActions}
      renderCell={(column, row) => {
        const kind = personalKindOf(column);
        return kind ? (
          <PersonalValue resource="member" id={member.id} field={column.source} value={row[column.source]} kind={kind} label={column.label} />
        ) : undefined;
      }}
    />
  );
}
