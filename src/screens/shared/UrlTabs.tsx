import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

interface UrlTabsProps<T extends string> {
  tabs: readonly T[];
  /** Accessible name of the tab list. */
  label: string;
  tabLabel: (tab: T) => string;
  /** Prefix of the tabs' and panel's ids (`member` → member-tab-stamp, member-tabpanel-stamp). */
  idPrefix: string;
  scrollable?: boolean;
  /** The open tab's panel: only it is rendered, so only it asks the server. */
  children: (tab: T) => ReactNode;
}

/**
 * Tabs whose choice lives in the URL (`?tab=memo`, back to page 1), so a reload or a link keeps
 * the tab. A tab replaces the history entry: one Back leaves the record, however many tabs were
 * looked at (issue 32).
 */
export function UrlTabs<T extends string>({ tabs, label, tabLabel, idPrefix, scrollable, children }: UrlTabsProps<T>) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((name) => name === asked) ?? tabs[0];
  const choose = (next: T) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        kept.set('tab', next);
        kept.set('page', '1');
        return kept;
      },
      { replace: true },
    );
  return (
    <Paper variant="outlined">
      <Tabs value={tab} onChange={(_event, next: T) => choose(next)} aria-label={label} {...(scrollable && { variant: 'scrollable', scrollButtons: 'auto' })}>
        {tabs.map((name) => (
          <Tab key={name} value={name} label={tabLabel(name)} id={`${idPrefix}-tab-${name}`} aria-controls={`${idPrefix}-tabpanel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-tabpanel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`} sx={{ p: 2 }}>
        {children(tab)}
      </Box>
    </Paper>
  );
}
