import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useT } from '@i18n/translate';
import { ownerCardColumns } from '@resources/orders/moneyTables';
import { listText } from '@/screens/generic/kinds';
import { DeclaredTable } from '@/screens/generic/DeclaredTable';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { TotalCount } from '@/screens/shared/TotalCount';
import { LoadingBar } from '@/layout/LoadingBar';
import type { PrepayCardRecord } from '../types';
import { useOwnerCards } from '../usePrepayCard';

/** 회원의 다른 카드: every prepaid card of the owner (GET prepayCardIdList), each opening its own detail, this one marked. */
export function OwnerCardsTab({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const { data, error, isPending, refetch } = useOwnerCards(card.cusId);
  if (error) return <LoadFailure title={t('workspace.loadFailed')} error={error} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={1}>
      <TotalCount total={data?.totalCnt} />
      {isPending && <LoadingBar label="workspace.loading" />}
      <DeclaredTable
        label={t('money.prepay.tabs.cards')}
        columns={ownerCardColumns}
        rows={data?.list ?? []}
        rowKey="cardKey"
        loading={isPending}
        renderCell={(column, row) =>
          column.source === 'cardNo' && row.cardKey === card.cardKey ? (
            <Stack direction="row" spacing={1} component="span" alignItems="center">
              <span>{listText(column, row.cardNo)}</span>
              <Chip size="small" label={t('money.prepay.cards.current')} />
            </Stack>
          ) : undefined
        }
      />
    </Stack>
  );
}
