import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AppHeader_viewer$key } from './__generated__/AppHeader_viewer.graphql';
import { UserMenu } from './UserMenu';

/** The signed-in header: sidebar toggle, product name, role badge, avatar menu. */
/** The header's sidebar toggle, where focus goes when Ctrl+B hides the focused link. */
export const SIDEBAR_TOGGLE_ID = 'alternar-menu-lateral';

export function AppHeader({
  viewer,
  sidebarOpen,
  onToggleSidebar,
}: {
  viewer: AppHeader_viewer$key;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment AppHeader_viewer on User {
        role
        ...UserMenu_user
      }
    `,
    viewer,
  );
  const admin = data.role === 'ADMIN';
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1.5 }}>
        <IconButton
          id={SIDEBAR_TOGGLE_ID}
          edge="start"
          onClick={onToggleSidebar}
          aria-label="Alternar menu lateral"
          aria-expanded={sidebarOpen}
          title="Alternar menu lateral (Ctrl+B)"
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to="/dashboard"
          underline="none"
          sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.main' }}
        >
          Ágora
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Chip
          label={admin ? 'Admin' : 'Usuário'}
          size="small"
          color={admin ? 'primary' : 'default'}
          variant={admin ? 'filled' : 'outlined'}
        />
        <UserMenu user={data} />
      </Toolbar>
    </AppBar>
  );
}
