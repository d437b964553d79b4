import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useCreatePath } from 'react-admin';
import { useT } from '@i18n/translate';
import { marketingChannelChoices } from '@resources/members/accounts';
import { COMBINE_REASON, withdrawReasonChoices } from '@resources/members/memberRules';
import { formatChoice, formatDate } from '@/format';
import { DetailItem } from '@/screens/shared/DetailItem';
import { PersonalValue } from '@/screens/shared/PersonalValue';
import { memberField, memberValue } from './memberFields';
import { isWithdrawn, type MemberRecord } from './types';

const STATUS_COLOR: Record<string, 'success' | 'default' | 'warning' | 'error'> = {
  NORMAL: 'success',
  DORMANT: 'default',
  SUSPENDED: 'warning',
  WITHDRAWN: 'error',
};
const CHANNEL_FLAG = { SMS: 'smsYn', PUSH: 'pushYn', EMAIL: 'emailYn' } as const;

function MemberLink({ id }: { id: string }) {
  const createPath = useCreatePath();
  return <Link to={createPath({ resource: 'member', id, type: 'show' })}>{id}</Link>;
}

/** Who the member is: number, name, nickname, mobile, e-mail, level, join path, status, join date, VIP. */
export function MemberHeader({ member }: { member: MemberRecord }) {
  const t = useT();
  const personal = (source: 'cusName' | 'cusHp' | 'email', kind: 'name' | 'phone' | 'email') => (
    <PersonalValue resource="member" id={member.id} field={source} value={member[source]} kind={kind} label={memberField(source).label} />
  );
  const reason = formatChoice(member.withdrawReason, [...withdrawReasonChoices, COMBINE_REASON]);
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5 }} data-testid="member-header">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2">
          {personal('cusName', 'name')}
        </Typography>
        <Typography color="text.secondary">{member.cusId}</Typography>
        <Chip size="small" color="primary" label={memberValue('level', member.level)} />
        <Chip size="small" color={STATUS_COLOR[member.memberStatus] ?? 'default'} label={memberValue('memberStatus', member.memberStatus)} />
        {member.vipYn === 'Y' && <Chip size="small" color="secondary" label={t('member.header.vip')} />}
      </Stack>
      {isWithdrawn(member) && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('member.header.withdrawn')}{' '}
          {reason && `${t('member.header.withdrawReason')}: ${reason}${member.withdrawReasonText ? ` (${member.withdrawReasonText})` : ''}`}
          {member.combinedTo && (
            <Box component="span" sx={{ ml: 1 }}>
              {t('member.header.combinedTo')}: <MemberLink id={member.combinedTo} />
            </Box>
          )}
        </Alert>
      )}
      <Stack direction="row" columnGap={2} rowGap={1} flexWrap="wrap" useFlexGap>
        <DetailItem label={memberField('nickname').label}>{member.nickname}</DetailItem>
        <DetailItem label={memberField('cusHp').label}>{personal('cusHp', 'phone')}</DetailItem>
        <DetailItem label={memberField('email').label}>{personal('email', 'email')}</DetailItem>
        <DetailItem label={memberField('joinPath').label}>{memberValue('joinPath', member.joinPath)}</DetailItem>
        <DetailItem label={memberField('joinDt').label}>{memberValue('joinDt', member.joinDt)}</DetailItem>
        <DetailItem label={t('member.header.gender')}>{memberValue('gender', member.gender)}</DetailItem>
        <DetailItem label={t('member.header.birthDt')}>{formatDate(member.birthDt)}</DetailItem>
        <DetailItem label={t('member.header.marketing')}>
          <Stack direction="row" spacing={0.5} component="span">
            {marketingChannelChoices.map((channel) => {
              const on = member[CHANNEL_FLAG[channel.id as keyof typeof CHANNEL_FLAG]] === 'Y';
              return (
                <Chip
                  key={channel.id}
                  size="small"
                  variant={on ? 'filled' : 'outlined'}
                  label={t(on ? 'member.header.marketingOn' : 'member.header.marketingOff', { channel: channel.name })}
                />
              );
            })}
          </Stack>
        </DetailItem>
        {(member.combinedFrom?.length ?? 0) > 0 && (
          <DetailItem label={t('member.header.combinedFrom')}>
            <Stack direction="row" spacing={1} component="span">
              {member.combinedFrom?.map((id) => (
                <MemberLink key={id} id={id} />
              ))}
            </Stack>
          </DetailItem>
        )}
      </Stack>
    </Paper>
  );
}
