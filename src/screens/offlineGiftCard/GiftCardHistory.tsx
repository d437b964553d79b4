import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@i18n/translate';
import { giftCardHistoryColumns } from '@resources/orders/moneyTables';
import { formatNumber } from '@/format';
import { DeclaredTable } from '@/screens/generic/DeclaredTable';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { LoadingBar } from '@/layout/LoadingBar';
import { useGiftCardHistory } from './useGiftCardHistory';

/** 승인 내역 (GET offlineGiftCard/history/{id}, the card's opaque key): newest first, '더 보기' until the server says it was the last page. */
export function GiftCardHistory({ cardId }: { cardId: string }) {
  const t = useT();
  const { query, rows } = useGiftCardHistory(cardId);
  const count = query.data?.pages[0]?.totalCnt;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {t('money.giftCard.history')}
        </Typography>
        {count !== undefined && (
          <Typography variant="body2" data-testid="gift-history-count">
            {t('money.giftCard.shown', { count: formatNumber(rows.length), total: formatNumber(count) })}
          </Typography>
        )}
      </Stack>
      {query.isFetching ? <LoadingBar label="workspace.loading" /> : <Box sx={{ height: 4 }} />}
      {query.error && !query.isFetchingNextPage ? (
        <LoadFailure
          title={t('money.giftCard.historyFailed')}
          error={query.error}
          onRetry={() => void (query.hasNextPage && rows.length > 0 ? query.fetchNextPage() : query.refetch())}
        />
      ) : null}
      <DeclaredTable label={t('money.giftCard.history')} columns={giftCardHistoryColumns} rows={rows} rowKey="aprvSn" loading={query.isPending} />
      <Box sx={{ textAlign: 'center', mt: 1 }}>
        {query.hasNextPage ? (
          <Button variant="outlined" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t('money.giftCard.more')}
          </Button>
        ) : (
          query.isSuccess &&
          rows.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('money.giftCard.end')}
            </Typography>
          )
        )}
      </Box>
    </Paper>
  );
}
