import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ListButton } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useT } from '@i18n/translate';
import { Panel } from '@/layout/Panel';
import { ApprovalNotice } from '@/screens/shared/ApprovalNotice';
import { WorkspaceShell } from '@/screens/shared/WorkspaceShell';
import { PrepayCardActions } from './PrepayCardActions';
import { isOldCardAddress } from './balanceQuery';
import { PrepayCardHeader } from './PrepayCardHeader';
import { PrepayCardTabs } from './tabs/PrepayCardTabs';
import type { PrepayCardRecord } from './types';

/**
 * /prepayCard/{cardKey}/show (the opaque key, never the number: issue 34 item 6a): the prepaid-card workspace (the card read back from GET
 * prepayCard/list). Layout only: the card's header and actions, then its use history, the
 * owner's cards and the loss/refund information. An old address holding a card number says so
 * in Korean and reads nothing (docs/decisions.md, 2026-11-28).
 */
export function PrepayCardShow() {
  const t = useT();
  const { id = '' } = useParams();
  if (isOldCardAddress(id))
    return (
      <Panel title={t('money.prepay.title')}>
        <Stack spacing={2} alignItems="flex-start">
          <ListButton resource="prepayCard" label={t('money.prepay.list')} />
          <Alert severity="warning">{t('money.prepay.oldAddress')}</Alert>
        </Stack>
      </Panel>
    );
  return (
    <WorkspaceShell<PrepayCardRecord>
      resource="prepayCard"
      title={t('money.prepay.title')}
      listLabel={t('money.prepay.list')}
      loadFailed={t('money.prepay.loadFailed')}
      actions={(card) => <PrepayCardActions card={card} />}
    >
      {(card) => (
        <>
          <ApprovalNotice targetKey={card.cardKey} />
          <PrepayCardHeader card={card} />
          <PrepayCardTabs card={card} />
        </>
      )}
    </WorkspaceShell>
  );
}
