import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from '../../components/LoadingScreen';
import { RouteError } from '../../components/RouteError';
import { preload } from '../../relay/preload';
import { createTestSession, expectLoadingOutline, grant, renderRoutes } from '../../test/helpers';
import DashboardPageQuery from './__generated__/DashboardPageQuery.graphql';
import DashboardPage from './DashboardPage';

const recent = [
  {
    id: 'Qm9va2luZzox',
    status: 'PENDING',
    startsAt: '2031-03-12T12:00:00Z',
    endsAt: '2031-03-12T14:00:00Z',
    space: { id: 'c3Ax', name: 'Sala Ipê' },
    user: { id: 'dXNlcjE=', fullName: 'Maria da Silva' },
  },
  {
    id: 'Qm9va2luZzoy',
    status: 'COMPLETED',
    startsAt: '2031-03-09T20:00:00Z',
    endsAt: '2031-03-09T21:00:00Z',
    space: { id: 'c3Ay', name: 'Cabine Buriti' },
    user: { id: 'dXNlcjI=', fullName: 'João Souza' },
  },
];

const dashboard = {
  activeSpaces: 10,
  bookingsToday: 3,
  monthRevenue: 1234,
  registeredUsers: 42,
  awaitingApproval: 0,
  recentBookings: recent,
  performance: { occupancyPercent: 12.345, growthPercent: 15, satisfaction: null },
};

type Answer = 'pending' | 'error' | MockResolvers;

// A type's resolver wins over the nested objects it was given: hand out the users in turn.
let userIndex = 0;
const nextUser = () => recent[userIndex++ % recent.length]?.user;

function setup(answer: Answer = { AdminDashboard: () => dashboard }) {
  userIndex = 0;
  const t = createTestSession();
  t.session.signedIn(grant('ADMIN', 'Ana Admin'));
  t.environment.mock.queuePendingOperation(DashboardPageQuery, { admin: true });
  if (answer === 'error') {
    t.environment.mock.queueOperationResolver(() => new Error('Falha'));
  } else if (answer !== 'pending') {
    t.environment.mock.queueOperationResolver((op: OperationDescriptor) =>
      op.request.node.params.name === 'DashboardPageQuery'
        ? MockPayloadGenerator.generate(op, {
            User: (ctx) => (ctx.path?.[0] === 'viewer' ? { role: 'ADMIN', fullName: 'Ana Admin' } : nextUser()),
            ...answer,
          })
        : undefined,
    );
  }
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <Suspense fallback={<LoadingScreen fullScreen={false} />}>
            <DashboardPage />
          </Suspense>
        ),
        loader: preload(t.session, DashboardPageQuery, { access: 'signedIn', variables: () => ({ admin: true }) }),
        ErrorBoundary: () => <RouteError title="Erro ao carregar dados" toast />,
      },
    ],
    { session: t.session, path: '/dashboard' },
  );
  return t;
}

const figure = (list: HTMLElement, label: string) => within(list).getByText(label).nextSibling;

describe('AdminDashboard', () => {
  it('shows its title and the outlines of its cards while it loads', async () => {
    setup('pending');
    await waitFor(() => expectLoadingOutline('Carregando o painel...'));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard Administrativo' })).toBeInTheDocument();
  });

  it('shows the four cards, the recent bookings, the real performance figures and the quick actions', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Administrativo' })).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Resumo' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(figure(cards, 'Espaços ativos')).toHaveTextContent('10');
    expect(figure(cards, 'Reservas hoje')).toHaveTextContent('3');
    expect(figure(cards, 'Receita do mês')?.textContent?.replace(/\s/g, ' ')).toBe('R$ 1.234');
    expect(figure(cards, 'Usuários cadastrados')).toHaveTextContent('42');

    const list = screen.getByRole('list', { name: 'Reservas Recentes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sala Ipê');
    expect(items[0]).toHaveTextContent('Maria da Silva');
    // Business times, in São Paulo.
    expect(items[0]).toHaveTextContent('12/03/2031 · 09:00–11:00');
    expect(items[0]).toHaveTextContent('Pendente');
    expect(items[1]).toHaveTextContent('09/03/2031 · 17:00–18:00');
    expect(items[1]).toHaveTextContent('Realizado');

    const performance = screen.getByRole('region', { name: 'Desempenho' });
    expect(within(performance).getByText('12,3%')).toBeInTheDocument();
    expect(within(performance).getByRole('progressbar', { name: 'Taxa de ocupação: 12,3%' })).toBeInTheDocument();
    expect(within(performance).getByText('—')).toBeInTheDocument();
    expect(within(performance).getByText('Sem avaliações ainda')).toBeInTheDocument();
    expect(within(performance).getByText('+15%')).toBeInTheDocument();

    const actions = screen.getByRole('region', { name: 'Ações Rápidas' });
    expect(within(actions).getByRole('link', { name: 'Novo Espaço' })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/spaces/));
    expect(within(actions).getByRole('link', { name: 'Gerenciar Espaços' })).toHaveAttribute('href', '/admin/spaces');
    expect(within(actions).getByRole('link', { name: 'Ver Agenda' })).toHaveAttribute('href', '/agenda');
    expect(within(actions).getByRole('link', { name: 'Gerenciar Usuários' })).toHaveAttribute('href', '/admin/users');
  });

  it("shows '—' for unknown figures and an empty recent list", async () => {
    setup({
      AdminDashboard: () => ({
        ...dashboard,
        monthRevenue: 0,
        recentBookings: [],
        performance: { occupancyPercent: null, growthPercent: null, satisfaction: null },
      }),
    });
    expect(await screen.findByText('Nenhuma reserva ainda.')).toBeInTheDocument();
    const performance = screen.getByRole('region', { name: 'Desempenho' });
    expect(within(performance).getAllByText('—')).toHaveLength(3);
    expect(within(performance).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(figure(screen.getByRole('list', { name: 'Resumo' }), 'Receita do mês')?.textContent?.replace(/\s/g, ' ')).toBe('R$ 0');
  });

  it('names the requests awaiting approval and links to them, only when there are some', async () => {
    setup({ AdminDashboard: () => ({ ...dashboard, awaitingApproval: 3 }) });
    const notice = (await screen.findByText('3 pedidos de reserva aguardam a sua aprovação.')).closest('[role="note"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Ver pedidos' })).toHaveAttribute('href', '/admin/bookings?status=awaiting_approval');
  });

  it('says nothing of approvals when none wait', async () => {
    setup();
    await screen.findByRole('list', { name: 'Resumo' });
    expect(screen.queryByText(/aguarda/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver pedidos' })).not.toBeInTheDocument();
  });

  it('shows a negative growth with a minus sign', async () => {
    setup({ AdminDashboard: () => ({ ...dashboard, performance: { occupancyPercent: 0, growthPercent: -3.2, satisfaction: null } }) });
    const performance = await screen.findByRole('region', { name: 'Desempenho' });
    expect(within(performance).getByText('\u22123%')).toBeInTheDocument();
    expect(within(performance).getByText('0,0%')).toBeInTheDocument();
  });

  it("shows 'Erro ao carregar dados' as a toast and inline, with 'Tentar novamente'", async () => {
    setup('error');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    // The page's heading, the alert's title and the toast.
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar dados')).toHaveLength(3));
    const toasts = screen.getByRole('region', { name: 'Notificações' });
    expect(within(toasts).getByText('Erro ao carregar dados')).toBeInTheDocument();
  });
});
