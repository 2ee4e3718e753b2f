import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from './auth/RequireAuth';
import type { Session } from './auth/session';
import { isAdmin } from './auth/session';
import { LoadingScreen } from './components/LoadingScreen';
import { RouteError } from './components/RouteError';
import AppLayoutQuery from './layout/__generated__/AppLayoutQuery.graphql';
import AdminBookingsPageQuery from './pages/AdminBookings/__generated__/AdminBookingsPageQuery.graphql';
import AdminReportsPageQuery from './pages/AdminReports/__generated__/AdminReportsPageQuery.graphql';
import AdminSpacesPageQuery from './pages/AdminSpaces/__generated__/AdminSpacesPageQuery.graphql';
import AdminUsersPageQuery from './pages/AdminUsers/__generated__/AdminUsersPageQuery.graphql';
import DashboardPageQuery from './pages/Dashboard/__generated__/DashboardPageQuery.graphql';
import LandingStatsQuery from './pages/Landing/__generated__/LandingStatsQuery.graphql';
import LoginPageQuery from './pages/Login/__generated__/LoginPageQuery.graphql';
import MyBookingsPageQuery from './pages/MyBookings/__generated__/MyBookingsPageQuery.graphql';
import RegisterPageQuery from './pages/Register/__generated__/RegisterPageQuery.graphql';
import SettingsPageQuery from './pages/Settings/__generated__/SettingsPageQuery.graphql';
import SpacesPageQuery from './pages/Spaces/__generated__/SpacesPageQuery.graphql';
import { preload, preloadDeferred } from './relay/preload';

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
          loader: preloadDeferred(session, LandingStatsQuery, { access: 'public' }),
          lazy: page(() => import('./pages/Landing/LandingPage')),
        },
        {
          path: '/login',
          loader: preload(session, LoginPageQuery, { access: 'public' }),
          lazy: relayPage(() => import('./pages/Login/LoginPage')),
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
                  path: '/my-bookings',
                  loader: preload(session, MyBookingsPageQuery, { access: 'signedIn' }),
                  lazy: relayPage(() => import('./pages/MyBookings/MyBookingsPage')),
                  ErrorBoundary: () => <RouteError title="Erro ao carregar reservas" toast />,
                },
                {
                  path: '/settings',
                  loader: preload(session, SettingsPageQuery, { access: 'signedIn' }),
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
                      loader: preload(session, AdminBookingsPageQuery, { access: 'admin', variables: () => ({ filter: {} }) }),
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
