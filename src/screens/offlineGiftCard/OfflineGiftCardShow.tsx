import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'react-admin';
import { findScreen } from '@resources/registry';
import { useT } from '@i18n/translate';
import { formatValue } from '@/screens/generic/kinds';
import { DetailItem } from '@/screens/shared/DetailItem';
import { PersonalValue } from '@/screens/shared/PersonalValue';
import { WorkspaceShell } from '@/screens/shared/WorkspaceShell';
import { BalanceLookup } from './BalanceLookup';
import { GiftCardHistory } from './GiftCardHistory';

const fields = () => findScreen('offlineGiftCard')?.fields ?? [];

/** The card (GET offlineGiftCard/{id}): number behind '보기', amounts, sale and expiry, status; then its approvals. */
function GiftCardWorkspace({ record }: { record: RaRecord }) {
  const cardNo = String(record.cardNo ?? record.id);
  const shown = fields().filter((field) => field.source !== 'cardNo' && field.source !== 'cardStatus');
  const status = fields().find((field) => field.source === 'cardStatus');
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="gift-header">
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">
            <PersonalValue
              key={cardNo}
              resource="offlineGiftCard"
              id={record.id}
              field="cardNo"
              value={cardNo}
              kind="card"
              label={fields().find((field) => field.source === 'cardNo')?.label}
            />
          </Typography>
          {status && <Chip size="small" label={formatValue(status, record.cardStatus)} />}
        </Stack>
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
          {shown.map((field) => (
            <DetailItem key={field.source} label={field.label} testId={`gift-${field.source}`}>
              {formatValue(field, record[field.source])}
            </DetailItem>
          ))}
        </Stack>
      </Paper>
      <GiftCardHistory key={String(record.id)} cardId={String(record.id)} />
    </>
  );
}

/** /offlineGiftCard/{cardKey}/show: a paper gift card and its approval history. */
export function OfflineGiftCardShow() {
  const t = useT();
  return (
    <WorkspaceShell
      resource="offlineGiftCard"
      title={t('money.giftCard.title')}
      listLabel={t('money.giftCard.list')}
      loadFailed={t('money.giftCard.loadFailed')}
      actions={() => <BalanceLookup />}
    >
      {(record) => <GiftCardWorkspace record={record} />}
    </WorkspaceShell>
  );
}
