import Stack from '@mui/material/Stack';
import { ListButton, Loading, ShowBase, TopToolbar, useShowContext } from 'react-admin';
import { useT } from '@i18n/translate';
import { Panel } from '@/layout/Panel';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { PrepayCardActions } from './PrepayCardActions';
import { PrepayCardHeader } from './PrepayCardHeader';
import { PrepayCardTabs } from './tabs/PrepayCardTabs';
import type { PrepayCardRecord } from './types';

/** Layout only: the card's header and actions, then its use history, the owner's cards and the loss/refund information. */
function PrepayCardWorkspace() {
  const t = useT();
  const { record, isPending, error, refetch } = useShowContext<PrepayCardRecord>();
  if (isPending) return <Loading />;
  if (error || !record) return <LoadFailure title={t('money.prepay.loadFailed')} error={error} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={2}>
      <TopToolbar sx={{ justifyContent: 'space-between', alignItems: 'flex-start', minHeight: 0, p: 0 }}>
        <ListButton label={t('money.prepay.list')} />
        <PrepayCardActions card={record} />
      </TopToolbar>
      <PrepayCardHeader card={record} />
      <PrepayCardTabs card={record} />
    </Stack>
  );
}

/** /prepayCard/{cardNo}/show: the prepaid-card workspace (the card read back from GET prepayCard/list). */
export function PrepayCardShow() {
  const t = useT();
  return (
    <Panel title={t('money.prepay.title')}>
      <ShowBase resource="prepayCard" disableAuthentication>
        <PrepayCardWorkspace />
      </ShowBase>
    </Panel>
  );
}
