import { GraphQLRequestError } from '../relay/errors';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils';
import type { ConcreteRequest } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils';
import { expect, vi } from 'vitest';
import { Session } from '../auth/session';
import type { Grant, Role } from '../auth/session';
import { SessionProvider } from '../auth/SessionProvider';
import { ToastProvider } from '../components/ToastProvider';
import { RelayBoundary } from '../relay/RelayBoundary';
import { theme } from '../theme';

export interface TestSession {
  session: Session;
  environment: RelayMockEnvironment;
  /** Every environment the session created, newest last. */
  environments: RelayMockEnvironment[];
  requestRefresh: ReturnType<typeof vi.fn<() => Promise<Grant>>>;
}

/** A real Session whose environments are Relay mock environments. */
export function createTestSession(): TestSession {
  const environments: RelayMockEnvironment[] = [];
  // No cookie: the server refuses the refresh, as it really answers.
  const requestRefresh = vi.fn<() => Promise<Grant>>(() =>
    Promise.reject(new GraphQLRequestError([{ message: 'Faça login para continuar.', extensions: { code: 'UNAUTHENTICATED' } }])),
  );
  const session = new Session(
    { loadEnvironmentFactory: () => Promise.reject(new Error('created eagerly')), requestRefresh },
    () => {
      const environment = createMockEnvironment();
      environments.push(environment);
      return { environment, resetSubscriptions: () => {} };
    },
  );
  return {
    session,
    get environment() {
      return environments[environments.length - 1] as RelayMockEnvironment;
    },
    environments,
    requestRefresh,
  };
}

export function grant(role: Role = 'USER', fullName = 'Maria da Silva'): Grant {
  return {
    accessToken: 'token-1',
    accessTokenExpiresIn: 15 * 60,
    user: { id: 'VXNlcjox', fullName, email: 'maria@example.com', role },
  };
}

/** Renders routes in a memory router inside the app's providers (and Relay's). */
export function renderRoutes(routes: RouteObject[], { session, path = '/' }: { session: Session; path?: string }) {
  const router = createMemoryRouter(
    [{ HydrateFallback: () => null, element: <RelayBoundary><Outlet /></RelayBoundary>, children: routes }],
    { initialEntries: [path] },
  );
  const utils = render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
  return { ...utils, router };
}

/** Renders a single element at `path` with the app's providers. */
export function renderPage(element: ReactElement, options: { session: Session; path?: string }) {
  return renderRoutes([{ path: options.path ?? '/', element }], options);
}

/**
 * Answers the next run of a preloaded query (loadQuery in a route loader) with mock data.
 * Call it before the loader runs.
 */
export function mockPreloadedQuery(
  environment: RelayMockEnvironment,
  query: ConcreteRequest,
  resolvers: MockResolvers = {},
  variables: Record<string, unknown> = {},
): void {
  environment.mock.queuePendingOperation(query, variables);
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === query.params.name
      ? MockPayloadGenerator.generate(operation, resolvers)
      : undefined,
  );
}

/**
 * A desktop browser (a fine pointer, a tall window): date fields open their calendar
 * under the field, not in a dialog. Call in `beforeEach`; `vi.restoreAllMocks` undoes it.
 */
export function desktopPointer() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('pointer: fine'),
  }));
}

/**
 * The screen shows content outlines while it loads: a live region that says `label`,
 * holding skeletons hidden from screen readers, and no spinner. Returns the region;
 * wrap in `waitFor` where the page itself is still on its way.
 */
export function expectLoadingOutline(label: string): HTMLElement {
  const region = screen.getAllByRole('status').find((r) => r.textContent === label);
  if (!region) throw new Error(`no live region says '${label}'`);
  expect(region.querySelectorAll('[aria-hidden="true"] .MuiSkeleton-root').length).toBeGreaterThan(0);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  return region;
}
