import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findScreen } from '@resources/registry';
import { useT } from '@i18n/translate';
import { formatDateTime, formatNumber, maskPersonal } from '@/format';
import { formatValue } from '@/screens/generic/kinds';
import { DetailItem } from '@/screens/shared/DetailItem';
import { RecordLink } from '@/screens/shared/RecordLink';
import { addressText, type EDreamCase } from './types';
import { useEDreamSetting } from './useEDreamCase';

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'default' | 'info'> = { ISSUED: 'success', USED: 'info', CANCELED: 'warning' };
const statusField = () => findScreen('eDream')?.fields.find((field) => field.source === 'ticketStatus');

/** The ticket: its state, the customer (opening the member's detail), the store and address it goes to, and the stamps against the goal. */
export function EDreamCaseHeader({ record }: { record: EDreamCase }) {
  const t = useT();
  const setting = useEDreamSetting();
  const status = statusField();
  const goal = setting.data?.goalStamp;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="edream-header">
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2">{`${t('eDream.case.header.ticketNo')} ${record.ticketNo || '-'}`}</Typography>
        {status && <Chip size="small" color={STATUS_COLOR[record.ticketStatus] ?? 'default'} label={formatValue(status, record.ticketStatus)} />}
      </Stack>
      <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
        <DetailItem label={t('eDream.case.header.customer')}>
          <RecordLink resource="member" id={record.cusId}>{`${record.cusId} ${maskPersonal('name', record.cusName)}`}</RecordLink>
        </DetailItem>
        <DetailItem label={t('eDream.case.header.stamps')} testId="edream-stamps">
          {goal === undefined
            ? `${formatNumber(record.stampCnt)}`
            : t('eDream.case.header.stampsOfGoal', { count: formatNumber(record.stampCnt), goal: formatNumber(goal) })}
        </DetailItem>
        <DetailItem label={t('eDream.case.header.store')} testId="edream-store">
          {record.storeName}
        </DetailItem>
        <DetailItem label={t('eDream.case.header.address')} testId="edream-address">
          {addressText(record)}
        </DetailItem>
        <DetailItem label={t('eDream.case.header.regDt')}>{formatDateTime(record.regDt)}</DetailItem>
      </Stack>
    </Paper>
  );
}
