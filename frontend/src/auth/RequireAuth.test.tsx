import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../relay/errors';
import { createTestSession, grant, renderRoutes } from '../test/helpers';
import { RequireAuth } from './RequireAuth';

function routes() {
  return [
    { path: '/login', element: <h1>Login</h1> },
    { path: '/dashboard', element: <h1>Painel</h1> },
    {
      element: <RequireAuth />,
      children: [
        { path: '/settings', element: <h1>Configurações</h1> },
        { path: '/admin', element: <RequireAuth admin />, children: [{ path: 'users', element: <h1>Usuários</h1> }] },
      ],
    },
  ];
}

describe('RequireAuth', () => {
  it('shows Carregando... while the session restores, then the page', async () => {
    const t = createTestSession();
    let resolve: (g: ReturnType<typeof grant>) => void = () => {};
    t.requestRefresh.mockImplementation(() => new Promise((r) => (resolve = r)));
    void t.session.restore();
    renderRoutes(routes(), { session: t.session, path: '/settings' });
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    await act(async () => resolve(grant()));
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
  });

  it('keeps the user on the page with Tentar novamente while the server does not answer', async () => {
    const t = createTestSession();
    t.requestRefresh.mockRejectedValueOnce(new NetworkError('down')).mockResolvedValueOnce(grant());
    await t.session.restore();
    const { router } = renderRoutes(routes(), { session: t.session, path: '/settings' });
    expect(await screen.findByText('Sem conexão com o servidor')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
  });

  it('sends visitors to /login, remembering the page', async () => {
    const t = createTestSession();
    await t.session.restore();
    const { router } = renderRoutes(routes(), { session: t.session, path: '/settings?tab=1' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/settings', search: '?tab=1' } });
  });

  it('sends non-admins from admin pages to /dashboard', async () => {
    const t = createTestSession();
    t.session.signedIn(grant('USER'));
    renderRoutes(routes(), { session: t.session, path: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument();
  });

  it('lets admins in', async () => {
    const t = createTestSession();
    t.session.signedIn(grant('ADMIN'));
    renderRoutes(routes(), { session: t.session, path: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'Usuários' })).toBeInTheDocument();
  });
});
