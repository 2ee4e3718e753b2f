import { Suspense, lazy, useId } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Settings from '@mui/icons-material/Settings';
import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router-dom';
import type { AppSidebar_viewer$key } from './__generated__/AppSidebar_viewer.graphql';
import { SIDEBAR_WIDTH, VISUALLY_HIDDEN, SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_MOBILE, adminNav, userNav } from './nav';
import type { NavEntry } from './nav';

// Labels as tooltips only when the sidebar is collapsed to icons: the tooltip's code
// (Popper) loads then, not with every page.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface Props {
  viewer: AppSidebar_viewer$key;
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  expanded: boolean;
  /** Below 768 px the sidebar is an off-canvas drawer. */
  mobile: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** The signed-in navigation: role-dependent entries, Configurações at the bottom. */
export function AppSidebar({ viewer, expanded, mobile, mobileOpen, onMobileClose }: Props) {
  const { role } = useFragment(
    graphql`
      fragment AppSidebar_viewer on User {
        role
      }
    `,
    viewer,
  );
  const admin = role === 'ADMIN';
  const entries = admin ? adminNav : userNav;
  const showLabels = mobile || expanded;
  const labelId = useId();

  const content = (
    <Box
      component="nav"
      aria-label="Menu lateral"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden', pt: 1 }}
    >
      <ListSubheader
        id={labelId}
        component="div"
        disableSticky
        sx={showLabels ? { lineHeight: '36px' } : VISUALLY_HIDDEN}
      >
        {admin ? 'Administração' : 'Menu Principal'}
      </ListSubheader>
      <List dense aria-labelledby={labelId} disablePadding>
        {entries.map((entry) => (
          <SidebarLink key={entry.to} entry={entry} showLabel={showLabels} onNavigate={mobile ? onMobileClose : undefined} />
        ))}
      </List>
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <List dense>
        <SidebarLink
          entry={{ label: 'Configurações', to: '/settings', icon: Settings }}
          showLabel={showLabels}
          onNavigate={mobile ? onMobileClose : undefined}
        />
      </List>
    </Box>
  );

  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_MOBILE }, 'aria-label': 'Menu lateral' } }}
      >
        {content}
      </Drawer>
    );
  }

  const width = expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED;
  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, transition: (t) => t.transitions.create('width') }}
      slotProps={{
        paper: {
          sx: { width, boxSizing: 'border-box', transition: (t) => t.transitions.create('width') },
        },
      }}
    >
      {content}
    </Drawer>
  );
}

function SidebarLink({
  entry,
  showLabel,
  onNavigate,
}: {
  entry: NavEntry;
  showLabel: boolean;
  onNavigate: (() => void) | undefined;
}) {
  const Icon = entry.icon;
  const button = (
    <ListItemButton
      component={NavLink}
      to={entry.to}
      end={entry.to === '/dashboard'}
      onClick={onNavigate}
      aria-label={showLabel ? undefined : entry.label}
      sx={{
        mx: showLabel ? 1 : 0.5,
        px: showLabel ? 1.5 : 0.75,
        borderRadius: 1,
        minHeight: 40,
        '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
        '&.active .MuiListItemIcon-root': { color: 'primary.main' },
      }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: showLabel ? 1.5 : 0 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {showLabel && <ListItemText primary={entry.label} />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {showLabel ? (
        button
      ) : (
        <Suspense fallback={button}>
          <Tooltip title={entry.label} placement="right">
            {button}
          </Tooltip>
        </Suspense>
      )}
    </ListItem>
  );
}
