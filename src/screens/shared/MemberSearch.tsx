import type { RaRecord } from 'react-admin';
import { formatDate } from '@/format';
import { maskPersonal } from '@/format/mask';
import { type FoundRow, RecordSearch, type RecordSearchTexts } from './RecordSearch';

/** What a typed term searches: 6 digits a member number, 7 or more digits a mobile, anything else a name. */
export function memberFilterOf(term: string): Record<string, string> {
  const digits = term.replace(/[\s-]/g, '');
  if (/^\d{6}$/.test(digits)) return { cusId: digits };
  if (/^\d{7,}$/.test(digits)) return { cusHp: digits };
  return { cusName: term.trim() };
}

const TEXTS: RecordSearchTexts = {
  label: 'workspace.memberSearch.label',
  placeholder: 'workspace.memberSearch.placeholder',
  help: 'workspace.memberSearch.help',
  search: 'workspace.memberSearch.search',
  required: 'workspace.memberSearch.required',
  none: 'workspace.memberSearch.none',
  results: 'workspace.memberSearch.results',
  select: 'workspace.memberSearch.select',
};

/** Names and mobiles show masked, as in any list. */
function describeMember(member: RaRecord): FoundRow {
  const name = maskPersonal('name', member.cusName);
  return {
    primary: `${String(member.cusId)} · ${name}`,
    secondary: `${maskPersonal('phone', member.cusHp)} · ${formatDate(member.joinDt)}`,
    name: `${String(member.cusId)} ${name}`,
  };
}

export interface MemberSearchProps {
  selected?: RaRecord | null;
  onSelect: (member: RaRecord) => void;
}

/** Search a member by number, name or mobile (GET member/list) and pick one. */
export function MemberSearch(props: MemberSearchProps) {
  return <RecordSearch resource="member" filterOf={memberFilterOf} sortField="cusId" results={10} texts={TEXTS} describe={describeMember} {...props} />;
}
