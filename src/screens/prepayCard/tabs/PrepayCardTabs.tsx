import { useT } from '@i18n/translate';
import { ChangeHistory } from '@/screens/generic/sections/ChangeHistory';
import { UrlTabs } from '@/screens/shared/UrlTabs';
import type { PrepayCardRecord } from '../types';
import { LostRefundTab } from './LostRefundTab';
import { OwnerCardsTab } from './OwnerCardsTab';
import { UseHistoryTab } from './UseHistoryTab';

const TABS = ['history', 'cards', 'lostRefund', 'changes'] as const;

/** The sections of a card (변경 이력: issue 34), the chosen one in the URL (`?tab=cards`), only the open one asking the server. */
export function PrepayCardTabs({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  return (
    <UrlTabs tabs={TABS} label={t('money.prepay.tabs.label')} tabLabel={(name) => t(`money.prepay.tabs.${name}`)} idPrefix="prepay">
      {(tab) => (
        <>
          {tab === 'history' && <UseHistoryTab card={card} />}
          {tab === 'cards' && <OwnerCardsTab card={card} />}
          {tab === 'lostRefund' && <LostRefundTab card={card} />}
          {tab === 'changes' && <ChangeHistory resource="prepayCard" id={card.cardKey} />}
        </>
      )}
    </UrlTabs>
  );
}
