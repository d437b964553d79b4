import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type Identifier, Title, useGetList, useStore } from 'react-admin';
import { useT } from '@i18n/translate';
import { findScreen } from '@resources/registry';
import { Panel } from '@/layout/Panel';
import { ScreenProvider } from '@/screens/generic/ScreenContext';
import { ChangeHistory } from '@/screens/generic/sections/ChangeHistory';
import { LoadFailure } from '@/screens/shared/LoadFailure';
import { MenuEditPanel } from './MenuEditPanel';
import { MENU_TREE_READ, menuTreeRows } from './menuTree';
import { MenuTreeTable } from './MenuTreeTable';

const screen = findScreen('menu');

/** /menu: the whole menu as a tree (`GET menu/list`), the chosen menu's form beside it, its 변경 이력 under them. */
export function MenuList() {
  const t = useT();
  const menus = useGetList('menu', MENU_TREE_READ);
  const rows = useMemo(() => menuTreeRows(menus.data ?? []), [menus.data]);
  const [selected, setSelected] = useStore<Identifier | undefined>('settings.menu.selected', undefined);
  const chosen = rows.some((row) => row.record.id === selected) ? selected : undefined;
  if (!screen) return null;
  return (
    <ScreenProvider screen={screen}>
      <Title title={screen.label} />
      <Panel title={screen.label}>
        {menus.error ? (
          <LoadFailure title={t('settings.menus.failed')} error={menus.error} onRetry={() => void menus.refetch()} />
        ) : (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
            <MenuTreeTable rows={rows} selected={chosen} onSelect={setSelected} />
            {chosen !== undefined ? (
              <MenuEditPanel id={chosen} />
            ) : (
              <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 380 }, flexShrink: 0 }}>
                <Typography color="text.secondary">{t('settings.menus.choose')}</Typography>
              </Paper>
            )}
          </Stack>
        )}
        {chosen !== undefined && screen.history && <ChangeHistory resource={screen.name} id={chosen} />}
      </Panel>
    </ScreenProvider>
  );
}
