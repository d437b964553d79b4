import { useEffect } from 'react';
import { Box, Drawer, useMediaQuery, type Theme } from '@mui/material';
import { useLocation } from 'react-admin';
import { useSession } from '@/providers/session';
import { HEADER_HEIGHT, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './constants';
import { drawerPreference, minifiedPreference, usePreference } from './preferences';
import { SidebarPanel } from './SidebarPanel';

/** Below this breakpoint (900 px) the sidebar is a drawer opened from the header. */
export const useNarrowScreen = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

const widthTransition = (theme: Theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter });

/**
 * The sidebar of the console frame (react-admin's `sidebar` slot). On a wide window it is fixed
 * under the header while the page scrolls, 234 px wide or minified to icons; on a narrow one it
 * is a drawer over the page that closes when a route is chosen. It renders the server's menu
 * itself, so react-admin's default `<Menu>` child is not used.
 */
export function Sidebar() {
  const { menu, menuError, menuLoading } = useSession();
  const narrow = useNarrowScreen();
  const [minified, setMinified] = usePreference(minifiedPreference);
  const [drawerOpen, setDrawerOpen] = usePreference(drawerPreference);
  const { pathname } = useLocation();

  useEffect(() => {
    drawerPreference.set(false);
  }, [pathname]);

  if (narrow) {
    return (
      <Drawer
        variant="temporary"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
      >
        <SidebarPanel menu={menu} menuError={menuError} loading={menuLoading} minified={false} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    );
  }

  const width = minified ? SIDEBAR_CLOSED_WIDTH : SIDEBAR_WIDTH;
  return (
    // Holds the sidebar's place in the layout; the sidebar itself stays fixed.
    <Box sx={{ width, flexShrink: 0, transition: widthTransition }}>
      <Box
        sx={{
          position: 'fixed',
          top: HEADER_HEIGHT,
          bottom: 0,
          left: 0,
          width,
          zIndex: (theme) => theme.zIndex.appBar - 1,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          transition: widthTransition,
        }}
      >
        <SidebarPanel menu={menu} menuError={menuError} loading={menuLoading} minified={minified} onMinify={setMinified} />
      </Box>
    </Box>
  );
}
