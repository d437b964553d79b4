import CoffeeIcon from '@mui/icons-material/Coffee';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar as MuiAppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useT } from '@i18n/translate';
import { ColorModeToggle } from './ColorModeToggle';
import { LookupButton } from './lookup/LookupButton';
import { HEADER_HEIGHT } from './constants';
import { drawerPreference, usePreference } from './preferences';
import { useNarrowScreen } from './Sidebar';
import { UserMenu } from './UserMenu';

/**
 * The fixed header (spec §2 "Common frame"): the logo linking to /dashboard, the dark-mode
 * switch and the user dropdown; on a narrow window a button that opens the sidebar drawer. The
 * page title lives under the header with its breadcrumb (PageHeader), and a generated screen's
 * own title ('공지사항 등록') heads its panel, so react-admin's title portal is not used.
 */
export function AppBar() {
  const t = useT();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = usePreference(drawerPreference);
  return (
    <MuiAppBar position="fixed" sx={{ height: HEADER_HEIGHT, justifyContent: 'center' }}>
      <Toolbar disableGutters sx={{ minHeight: `${HEADER_HEIGHT}px !important`, px: { xs: 1, sm: 2 }, gap: 1 }}>
        {narrow && (
          <IconButton color="inherit" edge="start" aria-label={t('frame.openMenu')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(!drawerOpen)}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={LinkBase}
          to="/dashboard"
          data-testid="logo"
          title={t('frame.logo')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2, flexShrink: 0 }}
        >
          <CoffeeIcon />
          <Typography component="span" variant="h6" noWrap sx={{ fontSize: 17, display: { xs: 'none', sm: 'block' } }}>
            {t('title')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <LookupButton />
        <ColorModeToggle />
        <UserMenu />
      </Toolbar>
    </MuiAppBar>
  );
}
