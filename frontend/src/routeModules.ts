/**
 * What each route of routes.tsx loads lazily, by path: the page, the Relay boundary and
 * environment, the signed-in frame and the route's query. The build turns this into a
 * small inline script in index.html that starts downloading the opened route's chunks
 * together with the entry chunk, instead of after the entry chunk has run (a waterfall
 * of one more round trip before anything of the page renders). A stale entry costs only
 * speed; routeModules.test.ts keeps the paths in step with routes.tsx, and the build fails
 * on a module that is not in the bundle.
 *
 * Plain data (paths relative to frontend/): vite.config.ts imports it.
 */

const relay = ['src/relay/RelayBoundary.tsx', 'src/relay/environment.ts'];
const signedIn = [...relay, 'src/layout/AppLayout.tsx', 'src/layout/__generated__/AppLayoutQuery.graphql.ts'];

const page = (dir: string, name: string, base: string[] = signedIn) => [
  ...base,
  `src/pages/${dir}/${name}Page.tsx`,
  `src/pages/${dir}/__generated__/${name}PageQuery.graphql.ts`,
];

export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/pages/Landing/LandingPage.tsx'],
  '/login': page('Login', 'Login', relay),
  '/register': page('Register', 'Register', relay),
  '/forgot-password': [...relay, 'src/pages/PasswordReset/ForgotPasswordPage.tsx'],
  '/reset-password': [...relay, 'src/pages/PasswordReset/ResetPasswordPage.tsx'],
  '/dashboard': page('Dashboard', 'Dashboard'),
  '/spaces': page('Spaces', 'Spaces'),
  '/agenda': page('Agenda', 'Agenda'),
  '/my-bookings': page('MyBookings', 'MyBookings'),
  '/settings': page('Settings', 'Settings'),
  '/admin/spaces': page('AdminSpaces', 'AdminSpaces'),
  '/admin/bookings': page('AdminBookings', 'AdminBookings'),
  '/admin/reports': page('AdminReports', 'AdminReports'),
  '/admin/users': page('AdminUsers', 'AdminUsers'),
  '/admin/webhooks': page('AdminWebhooks', 'AdminWebhooks'),
};
