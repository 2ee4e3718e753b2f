import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preload } from '../../relay/preload';
import { createTestSession, grant, mockPreloadedQuery, renderRoutes } from '../../test/helpers';
import DashboardPageQuery from './__generated__/DashboardPageQuery.graphql';
import DashboardPage from './DashboardPage';

function setup(role: 'ADMIN' | 'USER', fullName: string) {
  const t = createTestSession();
  t.session.signedIn(grant(role, fullName));
  mockPreloadedQuery(t.environment, DashboardPageQuery, { User: () => ({ role, fullName }) });
  renderRoutes(
    [{ path: '/dashboard', element: <DashboardPage />, loader: preload(t.session, DashboardPageQuery, { access: 'signedIn' }) }],
    { session: t.session, path: '/dashboard' },
  );
}

describe('DashboardPage', () => {
  it('greets a user by first name, with a link to /spaces', async () => {
    setup('USER', 'Maria da Silva');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar Espaços' })).toHaveAttribute('href', '/spaces');
  });

  it('falls back to Usuário', async () => {
    setup('USER', '');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Usuário' })).toBeInTheDocument();
  });

  it('shows the admin dashboard title to admins', async () => {
    setup('ADMIN', 'Ana Admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Administrativo' })).toBeInTheDocument();
  });
});
