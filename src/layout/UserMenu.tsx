import { useState, type MouseEvent } from 'react';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import EditIcon from '@mui/icons-material/ManageAccounts';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { useNavigate } from 'react-admin';
import { useT } from '@i18n/translate';
import { useSignOut } from '@/auth/useSignOut';
import { useSession } from '@/providers/session';

/** The header's user dropdown (spec §2 common frame): the admin name, '정보 수정' and '로그아웃'. */
export function UserMenu() {
  const t = useT();
  const { auth } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const logout = useSignOut();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        data-testid="user-menu"
        // The visible name leads the accessible name (WCAG 2.5.3: '김민준 사용자 메뉴').
        aria-label={`${auth?.adminName ?? ''} ${t('menu.userMenu')}`.trim()}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu-list' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircle />}
        sx={{ textTransform: 'none', ml: 1 }}
      >
        {auth?.adminName ?? ''}
      </Button>
      <Menu
        id="user-menu-list"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            close();
            navigate('/profile');
          }}
        >
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.profile')}</ListItemText>
        </MenuItem>
        <MenuItem
          data-testid="logout"
          onClick={() => {
            close();
            // The admin chose to leave: nothing they were typing stays in this browser.
            void logout({ discardDrafts: true });
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('menu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
