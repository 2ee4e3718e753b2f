import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../auth/RequireAuth';
import type { Role } from '../auth/session';
import { preload } from '../relay/preload';
import { createTestSession, grant, mockPreloadedQuery, renderRoutes } from '../test/helpers';
import AppLayoutQuery from './__generated__/AppLayoutQuery.graphql';
import AppLayout from './AppLayout';

async function setup(role: Role, fullName = 'Ana Souza', path = '/dashboard') {
  const t = createTestSession();
  t.session.signedIn(grant(role, fullName));
  mockPreloadedQuery(t.environment, AppLayoutQuery, {
    User: () => ({ role, fullName, email: 'ana@example.com', avatarUrl: null, settings: { dateFormat: 'DD_MM_YYYY' } }),
    AppConfig: () => ({ timeZone: 'America/Sao_Paulo' }),
  });
  const utils = renderRoutes(
    [
      { path: '/', element: <h1>Início</h1> },
      { path: '/login', element: <h1>Login</h1> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            loader: preload(t.session, AppLayoutQuery, { access: 'signedIn' }),
            children: [
              { path: '/dashboard', element: <h1>Painel</h1> },
              { path: '/settings', element: <h1>Configurações</h1> },
            ],
          },
        ],
      },
    ],
    { session: t.session, path },
  );
  await screen.findByRole('heading', { name: 'Painel' });
  return { ...t, ...utils, user: userEvent.setup() };
}

beforeEach(() => {
  document.cookie = 'sidebar_state=; max-age=0; path=/';
});

describe('AppLayout', () => {
  it('shows the admin navigation, badge and initials to an admin', async () => {
    await setup('ADMIN');
    const nav = screen.getByRole('navigation', { name: 'Menu lateral' });
    expect(within(nav).getByText('Administração')).toBeInTheDocument();
    const links = within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Agenda', '/agenda'],
      ['Espaços', '/admin/spaces'],
      ['Reservas', '/admin/bookings'],
      ['Relatórios', '/admin/reports'],
      ['Usuários', '/admin/users'],
      ['Webhooks', '/admin/webhooks'],
      ['Configurações', '/settings'],
    ]);
    expect(screen.getByText('Admin')).toBeInTheDocument();
    const avatar = screen.getByRole('button', { name: 'Abrir menu da conta' }).querySelector('[data-initials]');
    expect(avatar).toHaveAttribute('data-initials', 'AS');
    expect(screen.getByRole('banner')).toHaveTextContent('Ágora');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the user navigation to a user', async () => {
    await setup('USER');
    const nav = screen.getByRole('navigation', { name: 'Menu lateral' });
    expect(within(nav).getByText('Menu Principal')).toBeInTheDocument();
    const links = within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Buscar Espaços', '/spaces'],
      ['Agenda', '/agenda'],
      ['Minhas Reservas', '/my-bookings'],
      ['Configurações', '/settings'],
    ]);
    expect(screen.getByText('Usuário')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('falls back to U and Usuário without a name', async () => {
    const { user } = await setup('USER', '');
    const button = screen.getByRole('button', { name: 'Abrir menu da conta' });
    expect(button.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'U');
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getAllByText('Usuário').length).toBeGreaterThan(1);
  });

  it('collapses to icons with Ctrl+B and remembers it in a cookie', async () => {
    const { user } = await setup('USER');
    const nav = screen.getByRole('navigation', { name: 'Menu lateral' });
    expect(within(nav).getByText('Buscar Espaços')).toBeVisible();
    await user.keyboard('{Control>}b{/Control}');
    expect(within(nav).queryByText('Buscar Espaços')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Buscar Espaços' })).toBeInTheDocument();
    expect(document.cookie).toContain('sidebar_state=false');
    await user.click(screen.getByRole('button', { name: 'Alternar menu lateral' }));
    expect(within(nav).getByText('Buscar Espaços')).toBeVisible();
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('signs out from the avatar menu: new store, toast, back to /', async () => {
    const t = await setup('USER');
    await t.user.click(screen.getByRole('button', { name: 'Abrir menu da conta' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Configurações' })).toHaveAttribute('href', '/settings');
    await t.user.click(within(menu).getByRole('menuitem', { name: 'Sair' }));

    const before = t.environment;
    const operation = before.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSignOutMutation');
    act(() => before.mock.resolve(operation, { data: { signOut: { revokedSessions: 2 } } }));

    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(screen.getByText('Logout realizado')).toBeInTheDocument();
    expect(screen.getByText('Até logo!')).toBeInTheDocument();
    expect(t.session.getSnapshot().status).toBe('signedOut');
    expect(t.session.accessToken()).toBeNull();
    expect(t.environments).toHaveLength(2);
  });

  it('keeps the user signed in when sign-out fails', async () => {
    const t = await setup('USER');
    await t.user.click(screen.getByRole('button', { name: 'Abrir menu da conta' }));
    await t.user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    act(() =>
      t.environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'Não foi possível sair agora.', extensions: { code: 'INTERNAL' } }],
      }),
    );
    expect(await screen.findByText('Erro no logout')).toBeInTheDocument();
    expect(t.session.getSnapshot().status).toBe('signedIn');
  });

  it('sends the user to /login when the session expires', async () => {
    const t = await setup('USER');
    act(() => t.session.signOutLocal('expired'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Sessão expirada')).toBeInTheDocument());
    expect(t.router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
  });
});
