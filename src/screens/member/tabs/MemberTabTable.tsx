import type { ReactNode } from 'react';
import { useT } from '@i18n/translate';
import { memberTabs } from '@resources/members/memberTabs';
import { personalKindOf } from '@/declarations/personal';
import type { MemberTab } from '@resources/members/memberTabs';
import { PagedTable } from '@/screens/generic/PagedTable';
import { PersonalValue } from '@/screens/shared/PersonalValue';
import { RecordLink } from '@/screens/shared/RecordLink';
import { listText } from '@/screens/generic/kinds';
import { pagedTableProps } from '@/screens/generic/usePagedQuery';
import type { MemberTabRows } from '@/types/records';
import type { MemberRecord } from '../types';
import { useMemberTab } from './useMemberTab';

/**
 * A tab as a server-paged table of its declared columns (resources/members/memberTabs.ts); personal
 * numbers masked; a card or coupon number opens its record.
 */
export function MemberTabTable<K extends MemberTab>({
  member,
  tab,
  rowActions,
}: {
  member: MemberRecord;
  tab: K;
  rowActions?: (row: MemberTabRows[K]) => ReactNode;
}) {
  const t = useT();
  const { columns, rowKey, records, recordKeys } = memberTabs[tab];
  const paged = useMemberTab(member.cusId, tab);
  return (
    <PagedTable<MemberTabRows[K]>
      label={t(`member.tabs.${tab}`)}
      columns={columns}
      rowKey={rowKey}
      {...pagedTableProps(paged)}
      rowActions={rowActions}
      // a row read by a column's source: every record is also a row
      renderCell={(column, row: Record<string, unknown>) => {
        const kind = personalKindOf(column);
        const value = row[column.source];
        // a card or coupon number is that record's value: its link, its '보기' (checked and logged there)
        const owner = records?.[column.source]?.(row);
        const recordId = String(recordKeys?.[column.source]?.(row) ?? value);
        if (owner && kind) return <PersonalValue resource={owner} id={recordId} field={column.source} value={value} kind={kind} label={column.label} linked />;
        if (owner)
          return (
            <RecordLink resource={owner} id={recordId}>
              {listText(column, value)}
            </RecordLink>
          );
        return kind ? <PersonalValue resource="member" id={member.id} field={column.source} value={value} kind={kind} label={column.label} /> : undefined;
      }}
    />
  );
}
