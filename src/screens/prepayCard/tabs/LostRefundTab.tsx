import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '@i18n/translate';
import { refundBankChoices } from '@resources/orders/prepayRules';
import { formatChoice, formatDateTime, formatWon, maskPersonal } from '@/format';
import { DetailItem } from '@/screens/shared/DetailItem';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { RecordLink } from '@/screens/shared/RecordLink';
import { LoadingBar } from '@/layout/LoadingBar';
import type { PrepayCardInfo } from '@/types/records';
import type { PrepayCardRecord } from '../types';
import { useLostAndRefund } from '../usePrepayCard';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
        {children}
      </Stack>
    </Paper>
  );
}

/** The refund account as a CS agent may read it out: bank, account number masked to its last four digits, holder masked. */
const accountText = (info: PrepayCardInfo) =>
  `${formatChoice(info.refundBankCode, refundBankChoices)} ${maskPersonal('card', text(info.refundAccountNo))} (${maskPersonal('name', text(info.refundAccountHolder))})`;

/** 분실·환불 정보 (GET prepayInfoLostAndRefund): when and by whom the card was reported lost, refunded (amount, fee, account) or combined. */
export function LostRefundTab({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const { data: info, error, isPending, refetch } = useLostAndRefund(card.cardKey);
  if (error) return <LoadFailure title={t('workspace.loadFailed')} error={error} onRetry={() => void refetch()} />;
  if (isPending || !info) return <LoadingBar label="workspace.loading" />;
  const lostEver = info.lostYn === 'Y' || Boolean(info.lostDt);
  return (
    <Stack spacing={2}>
      <Section title={t('money.prepay.info.lost')} testId="prepay-lost-info">
        {lostEver ? (
          <>
            <DetailItem label={t('money.prepay.info.lostDt')}>{formatDateTime(info.lostDt)}</DetailItem>
            <DetailItem label={t('money.prepay.info.lostRegId')}>{text(info.lostRegId)}</DetailItem>
            {Boolean(info.lostReleaseDt) && <DetailItem label={t('money.prepay.info.lostReleaseDt')}>{formatDateTime(info.lostReleaseDt)}</DetailItem>}
          </>
        ) : (
          <Typography variant="body2">{t('money.prepay.info.notLost')}</Typography>
        )}
      </Section>
      <Section title={t('money.prepay.info.refund')} testId="prepay-refund-info">
        {info.refundYn === 'Y' ? (
          <>
            <DetailItem label={t('money.prepay.info.refundDt')}>{formatDateTime(info.refundDt)}</DetailItem>
            <DetailItem label={t('money.prepay.info.refundAmt')}>{formatWon(info.refundAmt)}</DetailItem>
            {info.refundFeeAmt !== null && <DetailItem label={t('money.prepay.info.refundFeeAmt')}>{formatWon(info.refundFeeAmt)}</DetailItem>}
            {info.refundPayAmt !== null && <DetailItem label={t('money.prepay.info.refundPayAmt')}>{formatWon(info.refundPayAmt)}</DetailItem>}
            {Boolean(info.refundAccountNo) && <DetailItem label={t('money.prepay.info.refundAccount')}>{accountText(info)}</DetailItem>}
            {Boolean(info.refundRegId) && <DetailItem label={t('money.prepay.info.refundRegId')}>{text(info.refundRegId)}</DetailItem>}
          </>
        ) : (
          <Typography variant="body2">{t('money.prepay.info.notRefunded')}</Typography>
        )}
      </Section>
      {Boolean(info.combinedTo) && (
        <Section title={t('money.prepay.info.combined')} testId="prepay-combine-info">
          <DetailItem label={t('money.prepay.info.combinedTo')}>
            <RecordLink resource="prepayCard" id={text(info.combinedTo)}>
              {maskPersonal('card', text(info.combinedTo))}
            </RecordLink>
          </DetailItem>
          <DetailItem label={t('money.prepay.info.combineDt')}>{formatDateTime(info.combineDt)}</DetailItem>
        </Section>
      )}
    </Stack>
  );
}
