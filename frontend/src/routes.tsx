import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from './auth/RequireAuth';
import type { Session } from './auth/session';
import { isAdmin } from './auth/session';
import { LoadingScreen } from './components/LoadingScreen';
import { fetchLandingStats } from './pages/Landing/LandingStatsQuery';
import { filterFromUrl } from './pages/AdminBookings/bookingFilter';
import { agendaVariables, placeFromUrl } from './pages/Agenda/agendaUrl';
import { preload } from './relay/preload';

// Each route's query (text and AST) loads with its loader, in parallel with Relay's code:
// the entry chunk carries none of them.
const AppLayoutQuery = () => import('./layout/__generated__/AppLayoutQuery.graphql');
const AgendaPageQuery = () => import('./pages/Agenda/__generated__/AgendaPageQuery.graphql');
const AdminBookingsPageQuery = () => import('./pages/AdminBookings/__generated__/AdminBookingsPageQuery.graphql');
const AdminReportsPageQuery = () => import('./pages/AdminReports/__generated__/AdminReportsPageQuery.graphql');
const AdminSpacesPageQuery = () => import('./pages/AdminSpaces/__generated__/AdminSpacesPageQuery.graphql');
const AdminUsersPageQuery = () => import('./pages/AdminUsers/__generated__/AdminUsersPageQuery.graphql');
const AdminWebhooksPageQuery = () => import('./pages/AdminWebhooks/__generated__/AdminWebhooksPageQuery.graphql');
const DashboardPageQuery = () => import('./pages/Dashboard/__generated__/DashboardPageQuery.graphql');
const LoginPageQuery = () => import('./pages/Login/__generated__/LoginPageQuery.graphql');
const MyBookingsPageQuery = () => import('./pages/MyBookings/__generated__/MyBookingsPageQuery.graphql');
const RegisterPageQuery = () => import('./pages/Register/__generated__/RegisterPageQuery.graphql');
const SettingsPageQuery = () => import('./pages/Settings/__generated__/SettingsPageQuery.graphql');
const SpacesPageQuery = () => import('./pages/Spaces/__generated__/SpacesPageQuery.graphql');

// Shown only when a route fails: its code (Alert, …) is not part of the entry chunk.
const LazyRouteError = lazy(() => import('./components/RouteError').then((m) => ({ default: m.RouteError })));

function RouteError(props: { title?: string; toast?: boolean }) {
  return (
    <Suspense fallback={null}>
      <LazyRouteError {...props} />
    </Suspense>
  );
}

type PageModule = Promise<{ default: ComponentType }>;

/** The page component of a route, loaded on demand (one chunk per route). */
const page = (load: () => PageModule) => ({
  Component: async () => (await load()).default,
});

/** The same for a page that uses Relay: Relay's code loads with it, not before. */
const relayPage = (load: () => PageModule) => ({
  Component: async () => {
    const [module, { withRelay }] = await Promise.all([load(), import('./relay/RelayBoundary')]);
    return withRelay(module.default);
  },
});

function Root() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}

/**
 * Every route. Each route's query is started by its loader, in parallel with its code;
 * the page renders it with `usePreloadedQuery`.
 */
export function createRoutes(session: Session): RouteObject[] {
  return [
    {
      Component: Root,
      HydrateFallback: () => <LoadingScreen />,
      ErrorBoundary: () => <RouteError title="Erro ao carregar dados" />,
      children: [
        {
          path: '/',
          // The page renders at once; its figures arrive without Relay (see LandingStatsQuery).
          loader: () => {
            const stats = fetchLandingStats();
            stats.catch(() => {}); // Rendered (and reported) by the component that uses it.
            return { stats };
          },
          lazy: page(() => import('./pages/Landing/LandingPage')),
        },
        {
          path: '/login',
          loader: preload(session, LoginPageQuery, { access: 'public' }),
          lazy: relayPage(() => import('./pages/Login/LoginPage')),
        },
        {
          path: '/forgot-password',
          lazy: relayPage(() => import('./pages/PasswordReset/ForgotPasswordPage')),
        },
        {
          path: '/reset-password',
          lazy: relayPage(() => import('./pages/PasswordReset/ResetPasswordPage')),
        },
        {
          path: '/register',
          loader: preload(session, RegisterPageQuery, { access: 'public' }),
          lazy: relayPage(() => import('./pages/Register/RegisterPage')),
        },
        {
          element: <RequireAuth />,
          children: [
            {
              loader: preload(session, AppLayoutQuery, { access: 'signedIn' }),
              lazy: relayPage(() => import('./layout/AppLayout')),
              ErrorBoundary: () => <RouteError title="Erro ao carregar dados" />,
              children: [
                {
                  path: '/dashboard',
                  loader: preload(session, DashboardPageQuery, {
                    access: 'signedIn',
                    variables: () => ({ admin: isAdmin(session.getSnapshot().user) }),
                  }),
                  lazy: relayPage(() => import('./pages/Dashboard/DashboardPage')),
                  ErrorBoundary: () => <RouteError title="Erro ao carregar dados" toast />,
                },
                {
                  path: '/spaces',
                  // No filter: the page's default filters send none.
                  loader: preload(session, SpacesPageQuery, { access: 'signedIn', variables: () => ({ filter: {} }) }),
                  lazy: relayPage(() => import('./pages/Spaces/SpacesPage')),
                  ErrorBoundary: () => <RouteError title="Erro ao carregar espaços" toast />,
                },
                {
                  path: '/agenda',
                  loader: preload(session, AgendaPageQuery, {
                    access: 'signedIn',
                    variables: ({ request }) => agendaVariables(placeFromUrl(request.url)),
                  }),
                  lazy: relayPage(() => import('./pages/Agenda/AgendaPage')),
                  ErrorBoundary: () => <RouteError title="Erro ao carregar a agenda" toast />,
                },
                {
                  path: '/my-bookings',
                  loader: preload(session, MyBookingsPageQuery, { access: 'signedIn' }),
                  lazy: relayPage(() => import('./pages/MyBookings/MyBookingsPage')),
                  ErrorBoundary: () => <RouteError title="Erro ao carregar reservas" toast />,
                },
                {
                  path: '/settings',
                  loader: preload(session, SettingsPageQuery, {
                    access: 'signedIn',
                    variables: () => ({ admin: isAdmin(session.getSnapshot().user) }),
                  }),
                  lazy: relayPage(() => import('./pages/Settings/SettingsPage')),
                  ErrorBoundary: () => <RouteError title="Erro ao carregar dados" />,
                },
                {
                  path: '/admin',
                  element: <RequireAuth admin />,
                  children: [
                    {
                      path: 'spaces',
                      loader: preload(session, AdminSpacesPageQuery, { access: 'admin', variables: () => ({ filter: {} }) }),
                      lazy: relayPage(() => import('./pages/AdminSpaces/AdminSpacesPage')),
                      ErrorBoundary: () => <RouteError title="Erro ao carregar espaços" toast />,
                    },
                    {
                      path: 'bookings',
                      loader: preload(session, AdminBookingsPageQuery, {
                        access: 'admin',
                        variables: ({ request }) => ({ filter: filterFromUrl(request.url) }),
                      }),
                      lazy: relayPage(() => import('./pages/AdminBookings/AdminBookingsPage')),
                      ErrorBoundary: () => <RouteError title="Erro ao carregar reservas" toast />,
                    },
                    {
                      path: 'reports',
                      loader: preload(session, AdminReportsPageQuery, { access: 'admin' }),
                      lazy: relayPage(() => import('./pages/AdminReports/AdminReportsPage')),
                      ErrorBoundary: () => <RouteError title="Erro" toast />,
                    },
                    {
                      path: 'users',
                      loader: preload(session, AdminUsersPageQuery, { access: 'admin', variables: () => ({ search: null }) }),
                      lazy: relayPage(() => import('./pages/AdminUsers/AdminUsersPage')),
                      ErrorBoundary: () => <RouteError title="Erro" toast />,
                    },
                    {
                      path: 'webhooks',
                      loader: preload(session, AdminWebhooksPageQuery, { access: 'admin' }),
                      lazy: relayPage(() => import('./pages/AdminWebhooks/AdminWebhooksPage')),
                      ErrorBoundary: () => <RouteError title="Erro" toast />,
                    },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', lazy: page(() => import('./pages/NotFound/NotFoundPage')) },
      ],
    },
  ];
}
