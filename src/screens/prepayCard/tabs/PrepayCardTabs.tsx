import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@i18n/translate';
import type { PrepayCardRecord } from '../types';
import { LostRefundTab } from './LostRefundTab';
import { OwnerCardsTab } from './OwnerCardsTab';
import { UseHistoryTab } from './UseHistoryTab';

const TABS = ['history', 'cards', 'lostRefund'] as const;
type CardTab = (typeof TABS)[number];
const isTab = (value: string | null): value is CardTab => (TABS as readonly string[]).includes(value ?? '');

/** The three sections of a card, the chosen one in the URL (`?tab=cards`), only the open one asking the server. */
export function PrepayCardTabs({ card }: { card: PrepayCardRecord }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = isTab(params.get('tab')) ? (params.get('tab') as CardTab) : TABS[0];
  const choose = (next: CardTab) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      kept.set('tab', next);
      kept.set('page', '1');
      return kept;
    });
  return (
    <Paper variant="outlined">
      <Tabs value={tab} onChange={(_event, next: CardTab) => choose(next)} aria-label={t('money.prepay.tabs.label')}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`money.prepay.tabs.${name}`)} id={`prepay-tab-${name}`} aria-controls={`prepay-tabpanel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`prepay-tabpanel-${tab}`} aria-labelledby={`prepay-tab-${tab}`} sx={{ p: 2 }}>
        {tab === 'history' && <UseHistoryTab card={card} />}
        {tab === 'cards' && <OwnerCardsTab card={card} />}
        {tab === 'lostRefund' && <LostRefundTab card={card} />}
      </Box>
    </Paper>
  );
}
