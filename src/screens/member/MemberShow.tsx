import Grid from '@mui/material/Grid';
import { useT } from '@i18n/translate';
import { WorkspaceShell } from '@/screens/shared/WorkspaceShell';
import { MemberActions } from './MemberActions';
import { MemberCampaignCard } from './MemberCampaign';
import { MemberHeader } from './MemberHeader';
import { MemberStatistics } from './MemberStatistics';
import { RecentMemos } from './RecentMemos';
import { MemberTabs } from './tabs/MemberTabs';
import type { MemberRecord } from './types';

/**
 * /member/{cusId}/show: the member workspace, read through POST member/{id}. Layout only: the
 * actions, the newest memos, the member's header, statistics and campaign info, then the tabs;
 * compact enough that the tabs start in the first screen of a 1280×720 window.
 */
export function MemberShow() {
  const t = useT();
  return (
    <WorkspaceShell<MemberRecord>
      resource="member"
      title={t('member.title')}
      listLabel={t('member.list')}
      loadFailed={t('member.loadFailed')}
      spacing={1.5}
      actions={(member) => <MemberActions member={member} />}
    >
      {(member) => (
        <>
          <RecentMemos cusId={member.cusId} />
          <MemberHeader member={member} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <MemberStatistics cusId={member.cusId} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <MemberCampaignCard member={member} />
            </Grid>
          </Grid>
          <MemberTabs member={member} />
        </>
      )}
    </WorkspaceShell>
  );
}
