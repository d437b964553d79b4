import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@i18n/translate';
import { inflowChannelChoices } from '@resources/members/memberRules';
import { formatChoice, formatDate } from '@/format';
import { CampaignAction } from './actions/CampaignAction';
import { ConfirmAction } from './actions/ConfirmAction';
import { isWithdrawn, type MemberRecord } from './types';
import { useMemberPermissions } from './useMemberActions';

/** The member's campaign info (from the detail), with 등록/수정 and 삭제 behind their flags. */
export function MemberCampaignCard({ member }: { member: MemberRecord }) {
  const t = useT();
  const can = useMemberPermissions();
  const { campaign } = member;
  const open = !isWithdrawn(member);
  const rows: [string, string][] = campaign
    ? [
        [t('member.campaign.campaignCd'), campaign.campaignCd],
        [t('member.campaign.campaignName'), campaign.campaignName],
        [t('member.campaign.inflowChannel'), formatChoice(campaign.inflowChannel, inflowChannelChoices)],
        [t('member.campaign.campaignDt'), formatDate(campaign.campaignDt)],
      ]
    : [];
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, height: '100%' }} data-testid="member-campaign">
      <Typography variant="subtitle1" component="h3">
        {t('member.campaign.title')}
      </Typography>
      {campaign ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('member.campaign.none')}
        </Typography>
      )}
      {open && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
          {can('updateCampaignInfo') && <CampaignAction member={member} />}
          {campaign && can('deleteCampaignInfo') && (
            <ConfirmAction
              member={member}
              write="deleteCampaignInfo"
              input={undefined}
              color="error"
              label={t('member.campaign.delete')}
              message={t('member.campaign.deleteConfirm', { name: member.cusId })}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}
