import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ListButton, Loading, ShowBase, TopToolbar, useShowContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { Panel } from '@/layout/Panel';
import { MemberActions } from './MemberActions';
import { MemberCampaignCard } from './MemberCampaign';
import { MemberHeader } from './MemberHeader';
import { MemberStatistics } from './MemberStatistics';
import { RecentMemos } from './RecentMemos';
import { MemberTabs } from './tabs/MemberTabs';
import type { MemberRecord } from './types';

/**
 * Layout only: the actions, the newest memos, the member's header, statistics and campaign info,
 * then the tabs; compact enough that the tabs start in the first screen of a 1280×720 window.
 */
function MemberWorkspace() {
  const t = useT();
  const { record, isPending, error } = useShowContext<MemberRecord>();
  if (isPending) return <Loading />;
  if (error || !record) return <Alert severity="error">{error?.message || t('member.loadFailed')}</Alert>;
  return (
    <Stack spacing={1.5}>
      <TopToolbar sx={{ justifyContent: 'space-between', alignItems: 'flex-start', minHeight: 0, p: 0 }}>
        <ListButton label={t('member.list')} />
        <MemberActions member={record} />
      </TopToolbar>
      <RecentMemos cusId={record.cusId} />
      <MemberHeader member={record} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <MemberStatistics cusId={record.cusId} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <MemberCampaignCard member={record} />
        </Grid>
      </Grid>
      <MemberTabs member={record} />
    </Stack>
  );
}

/** /member/{cusId}/show: the member workspace, read through POST member/{id}. */
export function MemberShow() {
  const t = useT();
  return (
    <Panel title={t('member.title')}>
      <ShowBase resource="member" disableAuthentication>
        <MemberWorkspace />
      </ShowBase>
    </Panel>
  );
}
