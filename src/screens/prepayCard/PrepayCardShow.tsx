import { useT } from '@i18n/translate';
import { WorkspaceShell } from '@/screens/shared/WorkspaceShell';
import { PrepayCardActions } from './PrepayCardActions';
import { PrepayCardHeader } from './PrepayCardHeader';
import { PrepayCardTabs } from './tabs/PrepayCardTabs';
import type { PrepayCardRecord } from './types';

/**
 * /prepayCard/{cardNo}/show: the prepaid-card workspace (the card read back from GET
 * prepayCard/list). Layout only: the card's header and actions, then its use history, the
 * owner's cards and the loss/refund information.
 */
export function PrepayCardShow() {
  const t = useT();
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
          <PrepayCardHeader card={card} />
          <PrepayCardTabs card={card} />
        </>
      )}
    </WorkspaceShell>
  );
}
