import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { isAdmin } from '../../auth/session';
import { LoadingScreen } from '../../components/LoadingScreen';
import { RouteError } from '../../components/RouteError';
import { preload } from '../../relay/preload';
import { createTestSession, expectLoadingOutline, grant, renderRoutes } from '../../test/helpers';
import DashboardPageQuery from './__generated__/DashboardPageQuery.graphql';
import DashboardPage from './DashboardPage';

const nextBooking = {
  id: 'Qm9va2luZzox',
  status: 'PENDING',
  startsAt: '2031-03-11T13:00:00Z',
  endsAt: '2031-03-11T15:00:00Z',
  durationMinutes: 2 * 60,
  totalPrice: '300.00',
  notes: 'Reunião de equipe',
  space: { id: 'c3Bh', name: 'Sala Ipê', capacity: 8, resources: ['wifi', 'projetor', 'som', 'palco'] },
};

const dashboard = {
  upcomingBookings: 3,
  upcomingMinutes: 450,
  availableSpaces: 10,
  nextBookings: [nextBooking],
  popularSpaces: [
    { id: 'c3Ax', name: 'Cabine Buriti', description: 'Cabine individual.', capacity: 1, pricePerHour: '15.00', imageUrl: null },
    { id: 'c3Ay', name: 'Sala Peroba', description: null, capacity: 12, pricePerHour: '110.00', imageUrl: null },
  ],
};

type Answer = 'pending' | 'error' | MockResolvers;

function setup(role: 'ADMIN' | 'USER', fullName: string, answer: Answer = {}) {
  const t = createTestSession();
  t.session.signedIn(grant(role, fullName));
  t.environment.mock.queuePendingOperation(DashboardPageQuery, { admin: role === 'ADMIN' });
  if (answer === 'error') t.environment.mock.queueOperationResolver(() => new Error('Falha'));
  else if (answer !== 'pending') {
    t.environment.mock.queueOperationResolver((op: OperationDescriptor) =>
      op.request.node.params.name === 'DashboardPageQuery'
        ? MockPayloadGenerator.generate(op, {
            User: () => ({ role, fullName }),
            UserDashboard: () => dashboard,
            ...answer,
          })
        : undefined,
    );
  }
  const utils = renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <Suspense fallback={<LoadingScreen fullScreen={false} />}>
            <DashboardPage />
          </Suspense>
        ),
        loader: preload(t.session, DashboardPageQuery, {
          access: 'signedIn',
          variables: () => ({ admin: isAdmin(t.session.getSnapshot().user) }),
        }),
        ErrorBoundary: () => <RouteError title="Erro ao carregar dados" toast />,
      },
      { path: '/spaces', element: <h1>Espaços</h1> },
    ],
    { session: t.session, path: '/dashboard' },
  );
  return { ...t, ...utils, user: userEvent.setup({ delay: null }) };
}

describe('DashboardPage', () => {
  it('greets the user and outlines the dashboard while it loads', async () => {
    setup('USER', 'Maria da Silva', 'pending');
    await waitFor(() => expectLoadingOutline('Carregando o painel...'));
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeInTheDocument();
  });

  it('greets a user by first name, with a link to /spaces', async () => {
    setup('USER', 'Maria da Silva');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar Espaços' })).toHaveAttribute('href', '/spaces');
  });

  it('falls back to Usuário', async () => {
    setup('USER', '');
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Usuário' })).toBeInTheDocument();
  });

  it('shows the admin dashboard title to admins, without the user dashboard', async () => {
    // Valid instants for the admin dashboard's recent bookings.
    setup('ADMIN', 'Ana Admin', { Booking: () => ({ startsAt: '2031-03-10T13:00:00Z', endsAt: '2031-03-10T14:00:00Z' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Administrativo' })).toBeInTheDocument();
    expect(screen.queryByText('Minhas Próximas Reservas')).not.toBeInTheDocument();
  });

  it('shows the three counts, the next bookings and the popular spaces', async () => {
    setup('USER', 'Maria da Silva');
    const summary = await screen.findByRole('region', { name: 'Resumo' });
    expect(within(summary).getByText('Próximas reservas').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Espaços disponíveis').nextSibling).toHaveTextContent('10');
    expect(within(summary).getByText('Horas reservadas').nextSibling).toHaveTextContent('7,5 h');

    const next = screen.getByRole('region', { name: 'Minhas Próximas Reservas' });
    const item = within(next).getByRole('button', { name: /Sala Ipê/ });
    expect(item).toHaveTextContent('11/03/2031 · 10:00–12:00');
    expect(item).toHaveTextContent('Pendente');
    // Resources: two, then '+2'.
    expect(within(item).getByText('Wi-Fi')).toBeInTheDocument();
    expect(within(item).getByText('Projetor')).toBeInTheDocument();
    expect(within(item).queryByText('Som')).not.toBeInTheDocument();
    expect(within(item).getByText('+2')).toBeInTheDocument();

    const popular = screen.getByRole('region', { name: 'Espaços Populares' });
    expect(within(popular).getAllByRole('article')).toHaveLength(2);
    expect(within(popular).getByText(/R\$\s15,00\/h/)).toBeInTheDocument();
  });

  it('opens the details of a next booking', async () => {
    const t = setup('USER', 'Maria da Silva');
    await t.user.click(await screen.findByRole('button', { name: /Sala Ipê/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da reserva' });
    for (const text of ['Sala Ipê', '11/03/2031', '10:00–12:00 (2 horas)', 'R$ 300,00', 'Palco', 'Pendente', 'Reunião de equipe']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await t.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens the booking form from a popular space's Reservar", async () => {
    const t = setup('USER', 'Maria da Silva');
    await t.user.click(await screen.findByRole('button', { name: 'Reservar Sala Peroba' }));
    expect(await screen.findByRole('dialog', { name: 'Nova Reserva' })).toBeInTheDocument();
    const op = await waitFor(() => t.environment.mock.findOperation((o) => o.request.node.params.name === 'BookingFormQuery'));
    expect(op.request.variables).toEqual({ spaceId: 'c3Ay' });
    act(() => t.environment.mock.resolve(op, MockPayloadGenerator.generate(op, { Space: () => ({ name: 'Sala Peroba', isActive: true }) })));
  });

  it('shows empty states', async () => {
    const t = setup('USER', 'Maria da Silva', {
      UserDashboard: () => ({ ...dashboard, upcomingBookings: 0, upcomingMinutes: 0, nextBookings: [], popularSpaces: [] }),
    });
    expect(await screen.findByText('Você não tem reservas próximas.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum espaço disponível no momento.')).toBeInTheDocument();
    await t.user.click(screen.getByRole('link', { name: 'Explorar espaços' }));
    expect(await screen.findByRole('heading', { name: 'Espaços' })).toBeInTheDocument();
  });

  it("shows 'Erro ao carregar dados' with a toast", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup('USER', 'Maria da Silva', 'error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erro ao carregar dados' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar dados')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
