import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findScreen } from '@resources/registry';
import { useT } from '@i18n/translate';
import { formatDateTime, formatWon, maskPersonal } from '@/format';
import { formatValue } from '@/screens/generic/kinds';
import { DetailItem } from '@/screens/shared/DetailItem';
import { PersonalValue } from '@/screens/shared/PersonalValue';
import { RecordLink } from '@/screens/shared/RecordLink';
import type { PrepayCardRecord } from './types';
import { useCardBalance } from './usePrepayCard';

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'default'> = { NORMAL: 'success', LOST: 'warning' };
const field = (source: string) => findScreen('prepayCard')?.fields.find((candidate) => candidate.source === source);

/** The card: its number (masked, '보기' with the modify flag), status and main mark, owner, balance (GET balance) and what went on and off it. */
export function PrepayCardHeader({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const balance = useCardBalance(card.cardKey);
  const status = field('cardStatus');
  const totals = balance.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="prepay-header">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2">
          <PersonalValue key={card.id} resource="prepayCard" id={card.id} field="cardNo" value={card.cardNo} kind="card" label={field('cardNo')?.label} />
        </Typography>
        {status && <Chip size="small" color={STATUS_COLOR[card.cardStatus] ?? 'default'} label={formatValue(status, card.cardStatus)} />}
        {card.mainCardYn === 'Y' && <Chip size="small" color="primary" label={t('money.prepay.header.main')} />}
      </Stack>
      {balance.error && <Alert severity="error" sx={{ mb: 2 }}>{`${t('money.prepay.header.balanceFailed')} ${balance.error.message}`}</Alert>}
      <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
        <DetailItem label={t('money.prepay.header.balance')} testId="prepay-balance">
          <Typography component="span" variant="h6">
            {totals ? formatWon(totals.balance) : ''}
          </Typography>
        </DetailItem>
        <DetailItem label={t('money.prepay.header.chargeAmt')} testId="prepay-charged">
          {totals ? formatWon(totals.chargeAmt) : ''}
        </DetailItem>
        <DetailItem label={t('money.prepay.header.useAmt')} testId="prepay-used">
          {totals ? formatWon(totals.useAmt) : ''}
        </DetailItem>
        <DetailItem label={t('money.prepay.header.refundAmt')}>{totals ? formatWon(totals.refundAmt) : ''}</DetailItem>
        <DetailItem label={t('money.prepay.header.owner')}>
          <RecordLink resource="member" id={card.cusId}>{`${card.cusId} ${maskPersonal('name', card.cusName)}`}</RecordLink>
        </DetailItem>
        <DetailItem label={t('money.prepay.header.issueDt')}>{formatDateTime(card.issueDt)}</DetailItem>
        <DetailItem label={t('money.prepay.header.lastUseDt')}>{formatDateTime(card.lastUseDt)}</DetailItem>
      </Stack>
    </Paper>
  );
}
