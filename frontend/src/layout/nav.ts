import type { SvgIconComponent } from '@mui/icons-material';
import Dashboard from '@mui/icons-material/Dashboard';
import EventNote from '@mui/icons-material/EventNote';
import Assessment from '@mui/icons-material/Assessment';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import People from '@mui/icons-material/People';
import Search from '@mui/icons-material/Search';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ViewTimeline from '@mui/icons-material/ViewTimeline';
import Webhook from '@mui/icons-material/Webhook';

export interface NavEntry {
  label: string;
  to: string;
  icon: SvgIconComponent;
}

export const adminNav: NavEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: Dashboard },
  { label: 'Agenda', to: '/agenda', icon: ViewTimeline },
  { label: 'Espaços', to: '/admin/spaces', icon: MeetingRoom },
  { label: 'Reservas', to: '/admin/bookings', icon: EventNote },
  { label: 'Relatórios', to: '/admin/reports', icon: Assessment },
  { label: 'Usuários', to: '/admin/users', icon: People },
  { label: 'Webhooks', to: '/admin/webhooks', icon: Webhook },
];

export const userNav: NavEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: Dashboard },
  { label: 'Buscar Espaços', to: '/spaces', icon: Search },
  { label: 'Agenda', to: '/agenda', icon: ViewTimeline },
  { label: 'Minhas Reservas', to: '/my-bookings', icon: CalendarMonth },
];

export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Hidden on screen, still read by screen readers. */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
