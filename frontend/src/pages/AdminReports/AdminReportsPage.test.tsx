import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { preload } from '../../relay/preload';
import { createTestSession, grant, mockPreloadedQuery, renderRoutes } from '../../test/helpers';
import AdminReportsPageQuery from './__generated__/AdminReportsPageQuery.graphql';
import AdminReportsPage from './AdminReportsPage';
import { formatCompactCurrency, monthLabel, monthLongLabel } from './reportsFormat';

vi.setConfig({ testTimeout: 30_000 });

// jsdom cannot lay out SVG charts: stand-ins show what the charts were given.
vi.mock('./AdminReportsStatusChart', () => ({
  default: ({ counts }: { counts: Record<string, number> }) => <div data-testid="status-chart">{JSON.stringify(counts)}</div>,
}));
vi.mock('./AdminReportsRevenueChart', () => ({
  default: ({ months }: { months: Array<{ month: string; revenue: string }> }) => (
    <div data-testid="revenue-chart">{months.map((m) => `${m.month}=${m.revenue}`).join(',')}</div>
  ),
}));

const recent = Array.from({ length: 7 }, (_, i) => ({
  id: `Qm9va2luZzo${i}`,
  status: i % 2 ? 'CONFIRMED' : 'PENDING',
  startsAt: `2031-03-1${i}T12:00:00Z`,
  totalPrice: `${(i + 1) * 10}.00`,
  space: { id: `c3Bh${i}`, name: `Sala ${i + 1}` },
  user: { id: `dXNl${i}`, fullName: `Pessoa ${i + 1}` },
}));

const months = ['2030-10-01', '2030-11-01', '2030-12-01', '2031-01-01', '2031-02-01', '2031-03-01'].map((month, i) => ({
  month,
  revenue: `${i * 100}.00`,
}));

const reports = {
  totalBookings: 25,
  pendingBookings: 4,
  totalRevenue: '1234.50',
  monthRevenue: '320.00',
  users: 12,
  spaces: 10,
  statusDistribution: { pending: 4, confirmed: 10, completed: 6, cancelled: 5 },
  recentBookings: recent,
  revenueByMonth: months,
};

function resolvers(data: Partial<typeof reports> = {}): MockResolvers {
  let i = 0;
  const merged = { ...reports, ...data };
  return {
    Reports: () => merged,
    Booking: () => merged.recentBookings[i++ % Math.max(merged.recentBookings.length, 1)],
  };
}

async function setup(answer: MockResolvers | 'pending' = resolvers()) {
  const t = createTestSession();
  t.session.signedIn(grant('ADMIN', 'Ana Admin'));
  if (answer === 'pending') t.environment.mock.queuePendingOperation(AdminReportsPageQuery, {});
  else mockPreloadedQuery(t.environment, AdminReportsPageQuery, answer);
  renderRoutes(
    [{ path: '/admin/reports', element: <AdminReportsPage />, loader: preload(t.session, AdminReportsPageQuery, { access: 'admin' }) }],
    { session: t.session, path: '/admin/reports' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Relatórios' });
  return { ...t, user: userEvent.setup() };
}

const norm = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('AdminReportsPage', () => {
  it('shows Carregando..., then the cards and the overview', async () => {
    const t = await setup('pending');
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    act(() => t.environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, resolvers())));

    const cards = await screen.findByRole('list', { name: 'Resumo' });
    const card = (label: string) => within(cards).getByText(label).closest('[role="listitem"]') as HTMLElement;
    expect(card('Total de reservas')).toHaveTextContent('25');
    expect(card('Total de reservas')).toHaveTextContent('4 pendentes');
    expect(norm(card('Receita total').textContent)).toContain('R$ 1.234,50');
    expect(norm(card('Receita total').textContent)).toContain('R$ 320,00 este mês');
    expect(card('Usuários')).toHaveTextContent('12');
    expect(card('Espaços')).toHaveTextContent('10');

    expect(screen.getByRole('tab', { name: 'Visão geral' })).toHaveAttribute('aria-selected', 'true');
    const status = screen.getByRole('region', { name: 'Reservas por status' });
    expect(within(status).getByRole('progressbar', { name: 'Confirmadas: 10 de 25' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(status).getByRole('progressbar', { name: 'Pendentes: 4 de 25' })).toBeInTheDocument();
    expect(within(status).getByRole('progressbar', { name: 'Canceladas: 5 de 25' })).toBeInTheDocument();
    expect(within(status).getByRole('progressbar', { name: 'Realizadas: 6 de 25' })).toBeInTheDocument();

    // At most five of the last seven days' bookings.
    const list = screen.getByRole('list', { name: 'Reservas recentes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Sala 1');
    expect(items[0]).toHaveTextContent('Pessoa 1 · 10/03/2031');
    expect(items[0]).toHaveTextContent('Pendente');
  });

  it("shows the counts and the status chart under 'Reservas', the revenue chart under 'Receita'", async () => {
    const t = await setup();
    await t.user.click(await screen.findByRole('tab', { name: 'Reservas' }));
    const counts = screen.getByRole('region', { name: 'Contagem de reservas' });
    for (const [label, value] of [['Total', '25'], ['Confirmadas', '10'], ['Pendentes', '4'], ['Canceladas', '5'], ['Realizadas', '6']]) {
      expect(within(counts).getByText(label as string).nextSibling).toHaveTextContent(value as string);
    }
    expect(await screen.findByTestId('status-chart')).toHaveTextContent('"confirmed":10');

    await t.user.click(screen.getByRole('tab', { name: 'Receita' }));
    const revenue = screen.getByRole('region', { name: 'Receita' });
    expect(norm(within(revenue).getByText('Receita total').nextSibling?.textContent)).toBe('R$ 1.234,50');
    expect(norm(within(revenue).getByText('Receita deste mês').nextSibling?.textContent)).toBe('R$ 320,00');
    expect(await screen.findByTestId('revenue-chart')).toHaveTextContent('2030-10-01=0.00');
    const table = screen.getByRole('table', { name: 'Receita dos últimos 6 meses' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).getByText('Março de 2031')).toBeInTheDocument();
  });

  it('shows empty figures', async () => {
    await setup(
      resolvers({
        totalBookings: 0,
        pendingBookings: 0,
        totalRevenue: '0.00',
        monthRevenue: '0.00',
        statusDistribution: { pending: 0, confirmed: 0, completed: 0, cancelled: 0 },
        recentBookings: [],
      }),
    );
    expect(await screen.findByText('Nenhuma reserva nos últimos 7 dias.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Confirmadas: 0 de 0' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 pendentes')).toBeInTheDocument();
  });

  it("shows 'Erro' / 'Não foi possível carregar os dados dos relatórios.' and loads again", async () => {
    const t = await setup('pending');
    act(() => t.environment.mock.resolveMostRecentOperation({ data: null, errors: [{ message: 'Falha interna.', extensions: { code: 'INTERNAL' } }] }));
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    const alert = retry.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Erro')).toBeInTheDocument();
    expect(within(alert).getByText('Não foi possível carregar os dados dos relatórios.')).toBeInTheDocument();
    const toasts = document.querySelector('section[aria-label="Notificações"]') as HTMLElement;
    expect(within(toasts).getByText('Não foi possível carregar os dados dos relatórios.')).toBeInTheDocument();
    await t.user.click(retry);
    await waitFor(() => expect(t.environment.mock.getMostRecentOperation().request.node.params.name).toBe('AdminReportsPageQuery'));
    act(() => t.environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, resolvers())));
    expect(await screen.findByRole('list', { name: 'Resumo' })).toBeInTheDocument();
  });
});

describe('reportsFormat', () => {
  it('labels months and compacts amounts', () => {
    expect(monthLabel('2031-03-01')).toBe('mar/31');
    expect(monthLabel('2030-12-01')).toBe('dez/30');
    expect(monthLongLabel('2031-03-01')).toBe('Março de 2031');
    expect(norm(formatCompactCurrency(1200))).toBe('R$ 1,2 mil');
  });
});
