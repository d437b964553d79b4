import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LinkBase, TitlePortal } from 'react-admin';
import { appMessages } from '@i18n/ko/app';
import { UserMenu } from './UserMenu';

/** Header: the product name linking to /dashboard, the page title, the user menu. */
export function AppBar() {
  return (
    <RaAppBar userMenu={<UserMenu />}>
      <Typography
        component={LinkBase}
        to="/dashboard"
        variant="h6"
        noWrap
        sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 3 }}
      >
        {appMessages.title}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
        <TitlePortal variant="subtitle1" />
      </Box>
    </RaAppBar>
  );
}
