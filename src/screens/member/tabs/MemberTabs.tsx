import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@i18n/translate';
import { MEMBER_TABS, type MemberTab } from '@/providers/dataProvider/families/member';
import type { MemberRecord } from '../types';
import { MemberTabTable } from './MemberTabTable';
import { MemoTab } from './MemoTab';

const isTab = (value: string | null): value is MemberTab => (MEMBER_TABS as readonly string[]).includes(value ?? '');

/**
 * The nine tabs, the chosen one in the URL (`?tab=memo`, a new history entry per tab, so reload
 * and back return to it). Only the open tab asks the server. The tabs are declared tables
 * (resources/members/memberTabs.ts); the memo tab adds its form and delete buttons.
 */
export function MemberTabs({ member }: { member: MemberRecord }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = isTab(params.get('tab')) ? (params.get('tab') as MemberTab) : MEMBER_TABS[0];
  const choose = (next: MemberTab) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      kept.set('tab', next);
      kept.set('page', '1');
      return kept;
    });
  return (
    <Paper variant="outlined">
      <Tabs value={tab} onChange={(_event, next: MemberTab) => choose(next)} variant="scrollable" scrollButtons="auto" aria-label={t('member.tabs.label')}>
        {MEMBER_TABS.map((name) => (
          <Tab key={name} value={name} label={t(`member.tabs.${name}`)} id={`member-tab-${name}`} aria-controls={`member-tabpanel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`member-tabpanel-${tab}`} aria-labelledby={`member-tab-${tab}`} sx={{ p: 2 }}>
        {tab === 'memo' ? <MemoTab member={member} /> : <MemberTabTable key={tab} member={member} tab={tab} />}
      </Box>
    </Paper>
  );
}
