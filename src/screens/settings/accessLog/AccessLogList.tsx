import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { findScreen } from '@resources/registry';
import { useT } from '@i18n/translate';
import { Panel } from '@/layout/Panel';
import { GenericList } from '@/screens/generic/GenericList';
import { AccessReview } from './AccessReview';

const TABS = ['log', 'review'] as const;
type AccessTab = (typeof TABS)[number];

/**
 * /accessLog (issue 34 items 1 and 2): the retention line, then two tabs: '접속기록', the declared
 * read-only list (period presets, 관리자 ID, 수행업무, 회원번호; '엑셀 다운로드', itself logged),
 * and '월 점검', the month's entries that need a look and its '점검 완료'.
 */
export function AccessLogList() {
  const t = useT();
  const [tab, setTab] = useState<AccessTab>('log');
  const screen = findScreen('accessLog');
  if (!screen) return null;
  return (
    <Stack spacing={1}>
      <Alert severity="info">{t('accessLog.retention')}</Alert>
      <Tabs value={tab} onChange={(_event, next: AccessTab) => setTab(next)} aria-label={t('accessLog.tabs.label')}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`accessLog.tabs.${name}`)} id={`accessLog-tab-${name}`} aria-controls={`accessLog-tabpanel-${name}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`accessLog-tabpanel-${tab}`} aria-labelledby={`accessLog-tab-${tab}`}>
        {tab === 'log' ? (
          <GenericList screen={screen} />
        ) : (
          <Panel title={screen.label}>
            <AccessReview />
          </Panel>
        )}
      </Box>
    </Stack>
  );
}
