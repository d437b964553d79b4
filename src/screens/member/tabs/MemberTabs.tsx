import { useT } from '@i18n/translate';
import { MEMBER_TABS } from '@/providers/dataProvider/families/member';
import { UrlTabs } from '@/screens/shared/UrlTabs';
import type { MemberRecord } from '../types';
import { MemberTabTable } from './MemberTabTable';
import { MemoTab } from './MemoTab';

/**
 * The nine tabs, the chosen one in the URL. The tabs are declared tables
 * (resources/members/memberTabs.ts); the memo tab adds its form and delete buttons.
 */
export function MemberTabs({ member }: { member: MemberRecord }) {
  const t = useT();
  return (
    <UrlTabs tabs={MEMBER_TABS} label={t('member.tabs.label')} tabLabel={(name) => t(`member.tabs.${name}`)} idPrefix="member" scrollable>
      {(tab) => (tab === 'memo' ? <MemoTab member={member} /> : <MemberTabTable key={tab} member={member} tab={tab} />)}
    </UrlTabs>
  );
}
