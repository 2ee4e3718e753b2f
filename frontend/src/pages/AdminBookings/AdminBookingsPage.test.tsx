import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers, RelayMockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preload } from '../../relay/preload';
import { createTestSession, expectLoadingOutline, grant, mockPreloadedQuery, renderRoutes } from '../../test/helpers';
import AdminBookingsPageQuery from './__generated__/AdminBookingsPageQuery.graphql';
import AdminBookingsPage from './AdminBookingsPage';
import { downloadBookingsCsv, ExportError } from './exportBookingsCsv';

vi.setConfig({ testTimeout: 30_000 });

vi.mock('./exportBookingsCsv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./exportBookingsCsv')>()),
  downloadBookingsCsv: vi.fn(async () => {}),
}));

interface B {
  id: string;
  status: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  totalPrice: string;
  notes: string | null;
  createdAt: string;
  series: { id: string; summary: string } | null;
  decideBy: string | null;
  space: { id: string; name: string; capacity: number; imageUrl: string | null };
  user: { id: string; fullName: string; email: string; avatarUrl: string | null };
}

const make = (n: number, patch: Partial<B>): B => ({
  id: `Qm9va2luZzo${n}`,
  status: 'PENDING',
  startsAt: '2031-03-12T12:00:00Z',
  endsAt: '2031-03-12T14:00:00Z',
  durationMinutes: 2 * 60,
  totalPrice: '160.00',
  notes: null,
  createdAt: `2031-03-0${n}T12:00:00Z`,
  series: null,
  decideBy: null,
  space: { id: `c3Bh${n}`, name: `Sala ${n}`, capacity: 8, imageUrl: null },
  user: { id: `dXNl${n}`, fullName: `Pessoa ${n}`, email: `pessoa${n}@exemplo.com`, avatarUrl: null },
  ...patch,
});

const bookings: B[] = [
  make(3, {
    status: 'PENDING',
    notes: 'Reunião de planejamento',
    space: { id: 'c3Bh3', name: 'Sala Ipê', capacity: 8, imageUrl: '/storage/spaces/demo/ipe.png' },
    user: { id: 'dXNl3', fullName: 'Maria da Silva', email: 'maria@exemplo.com', avatarUrl: null },
  }),
  make(2, {
    status: 'CONFIRMED',
    // Already over: it may be marked as completed.
    startsAt: '2026-03-14T14:00:00Z',
    endsAt: '2026-03-14T17:00:00Z',
    durationMinutes: 3 * 60,
    totalPrice: '45.00',
    space: { id: 'c3Bh2', name: 'Cabine Buriti', capacity: 1, imageUrl: null },
    user: { id: 'dXNl2', fullName: 'João Souza', email: 'joao@exemplo.com', avatarUrl: null },
  }),
  make(1, { status: 'COMPLETED', space: { id: 'c3Bh1', name: 'Sala Peroba', capacity: 12, imageUrl: null } }),
];

const counts = { pending: 4, confirmed: 7, completed: 12, cancelled: 2 };

function resolvers(list: B[] = bookings, hasNextPage = false): MockResolvers {
  let i = 0;
  return {
    BookingStatusCounts: () => counts,
    BookingConnection: () => ({
      totalCount: list.length,
      totalCountPrecision: 'EXACT',
      edges: list.map(() => ({})),
      pageInfo: { hasNextPage, endCursor: 'c1' },
    }),
    Booking: () => list[i++ % Math.max(list.length, 1)],
  };
}

async function setup(answer: MockResolvers | 'pending' = resolvers()) {
  const t = createTestSession();
  t.session.signedIn(grant('ADMIN', 'Ana Admin'));
  if (answer === 'pending') t.environment.mock.queuePendingOperation(AdminBookingsPageQuery, { filter: {} });
  else mockPreloadedQuery(t.environment, AdminBookingsPageQuery, answer, { filter: {} });
  const utils = renderRoutes(
    [
      {
        path: '/admin/bookings',
        element: <AdminBookingsPage />,
        loader: preload(t.session, AdminBookingsPageQuery, { access: 'admin', variables: () => ({ filter: {} }) }),
      },
    ],
    { session: t.session, path: '/admin/bookings' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Reservas' });
  return { ...t, ...utils, user: userEvent.setup() };
}

function last(env: RelayMockEnvironment, name: string): OperationDescriptor {
  const found = env.mock.getAllOperations().filter((o) => o.request.node.params.name === name);
  const op = found[found.length - 1];
  if (!op) throw new Error(`no pending ${name}`);
  return op;
}

// Not by role: while a dialog is open (or closing), MUI hides the rest of the page.
const toasts = () => document.querySelector('section[aria-label="Notificações"]') as HTMLElement;

beforeEach(() => vi.mocked(downloadBookingsCsv).mockReset());

describe('AdminBookingsPage', () => {
  it('shows the rows\' outlines, then the counts and the rows', async () => {
    const t = await setup('pending');
    expectLoadingOutline('Carregando reservas...');
    act(() => t.environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, resolvers())));

    const row = await screen.findByRole('article', { name: 'Sala Ipê' });
    const cards = screen.getByRole('list', { name: 'Reservas por status' });
    for (const [label, value] of [['Pendentes', '4'], ['Confirmadas', '7'], ['Realizadas', '12'], ['Canceladas', '2']]) {
      expect(within(cards).getByText(label as string).nextSibling).toHaveTextContent(value as string);
    }
    expect(screen.getByText('3 reservas')).toBeInTheDocument();

    for (const text of ['Pendente', 'Maria da Silva', 'maria@exemplo.com', '12/03/2031', '09:00–11:00', '8 pessoas', 'Reunião de planejamento']) {
      expect(within(row).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(within(row).getByText(/R\$\s160,00/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancelar: Sala Ipê, Maria da Silva, 12/03/2031 09:00' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Marcar como realizada/ })).not.toBeInTheDocument();

    const confirmed = screen.getByRole('article', { name: 'Cabine Buriti' });
    expect(within(confirmed).getByText('1 pessoa')).toBeInTheDocument();
    expect(within(confirmed).getByText('11:00–14:00')).toBeInTheDocument();
    expect(within(confirmed).getByRole('button', { name: /^Marcar como realizada/ })).toBeEnabled();
    expect(within(confirmed).getByRole('button', { name: /^Cancelar/ })).toBeInTheDocument();

    const completed = screen.getByRole('article', { name: 'Sala Peroba' });
    expect(within(completed).getByText('Realizado')).toBeInTheDocument();
    expect(within(completed).queryByRole('button', { name: /^(Cancelar|Marcar)/ })).not.toBeInTheDocument();
    expect(within(completed).getByRole('button', { name: /^Detalhes/ })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    await setup(resolvers([]));
    expect(await screen.findByText('Nenhuma reserva ainda')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Erro ao carregar reservas' with the server's message, and loads again", async () => {
    const t = await setup('pending');
    act(() =>
      t.environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'Você não tem permissão para esta ação.', extensions: { code: 'FORBIDDEN' } }],
      }),
    );
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    const alert = retry.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Erro ao carregar reservas')).toBeInTheDocument();
    expect(within(alert).getByText('Você não tem permissão para esta ação.')).toBeInTheDocument();
    expect(within(toasts()).getByText('Erro ao carregar reservas')).toBeInTheDocument();

    await t.user.click(retry);
    await waitFor(() => expect(last(t.environment, 'AdminBookingsPageQuery').request.variables).toEqual({ filter: {} }));
    act(() => t.environment.mock.resolve(last(t.environment, 'AdminBookingsPageQuery'), MockPayloadGenerator.generate(last(t.environment, 'AdminBookingsPageQuery'), resolvers())));
    expect(await screen.findByRole('article', { name: 'Sala Ipê' })).toBeInTheDocument();
  });

  it('filters by status and searches after typing stops, keeping the rows meanwhile', async () => {
    const t = await setup();
    await screen.findByRole('article', { name: 'Sala Ipê' });

    await t.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await t.user.click(screen.getByRole('option', { name: 'Confirmado' }));
    await waitFor(() =>
      expect(last(t.environment, 'AdminBookingsPageQuery').request.variables).toEqual({ filter: { status: 'CONFIRMED' } }),
    );
    // The previous rows stay until the new ones arrive.
    expect(screen.getByRole('article', { name: 'Sala Ipê' })).toBeInTheDocument();
    const byStatus = last(t.environment, 'AdminBookingsPageQuery');
    act(() => t.environment.mock.resolve(byStatus, MockPayloadGenerator.generate(byStatus, resolvers([bookings[1] as B]))));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sala Ipê' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Cabine Buriti' })).toBeInTheDocument();
    expect(screen.getByText('1 reserva encontrada com os filtros')).toBeInTheDocument();

    await t.user.type(screen.getByRole('searchbox', { name: /Buscar reservas/ }), 'joão');
    await waitFor(() =>
      expect(last(t.environment, 'AdminBookingsPageQuery').request.variables).toEqual({ filter: { status: 'CONFIRMED', search: 'joão' } }),
    );
    const bySearch = last(t.environment, 'AdminBookingsPageQuery');
    act(() => t.environment.mock.resolve(bySearch, MockPayloadGenerator.generate(bySearch, resolvers([]))));
    expect(await screen.findByText('Nenhuma reserva encontrada')).toBeInTheDocument();

    await t.user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(last(t.environment, 'AdminBookingsPageQuery').request.variables).toEqual({ filter: {} }));

    // A search across every day is counted up to the server's cap: a lower bound, said so.
    await t.user.type(screen.getByRole('searchbox', { name: /Buscar reservas/ }), 'sala');
    await waitFor(() =>
      expect(last(t.environment, 'AdminBookingsPageQuery').request.variables).toEqual({ filter: { search: 'sala' } }),
    );
    const broad = last(t.environment, 'AdminBookingsPageQuery');
    act(() =>
      t.environment.mock.resolve(
        broad,
        MockPayloadGenerator.generate(broad, {
          ...resolvers([bookings[1] as B], true),
          BookingConnection: () => ({ totalCount: 1000, totalCountPrecision: 'AT_LEAST', edges: [{}], pageInfo: { hasNextPage: true, endCursor: 'c1' } }),
        }),
      ),
    );
    expect(await screen.findByText('Mais de 1.000 reservas encontradas com os filtros')).toBeInTheDocument();
  });

  it("marks a confirmed booking as completed: 'Status atualizado', the row updates, the counts reload", async () => {
    const t = await setup();
    const row = await screen.findByRole('article', { name: 'Cabine Buriti' });
    await t.user.click(within(row).getByRole('button', { name: /^Marcar como realizada/ }));
    const ask = await screen.findByRole('dialog', { name: 'Marcar como realizada?' });
    await t.user.click(within(ask).getByRole('button', { name: 'Marcar como realizada' }));
    const op = await waitFor(() => last(t.environment, 'useCompleteBookingMutation'));
    expect(op.request.variables).toEqual({ input: { bookingId: bookings[1]?.id } });
    act(() =>
      t.environment.mock.resolve(op, MockPayloadGenerator.generate(op, { Booking: () => ({ ...bookings[1], status: 'COMPLETED' }) })),
    );
    expect(await within(toasts()).findByText('Status atualizado')).toBeInTheDocument();
    expect(within(row).getByText('Realizado')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Marcar como realizada/ })).not.toBeInTheDocument();

    const refresh = await waitFor(() => last(t.environment, 'AdminBookingsCountsRefetchQuery'));
    act(() =>
      t.environment.mock.resolve(refresh, MockPayloadGenerator.generate(refresh, { BookingStatusCounts: () => ({ ...counts, confirmed: 6, completed: 13 }) })),
    );
    const cards = screen.getByRole('list', { name: 'Reservas por status' });
    await waitFor(() => expect(within(cards).getByText('Realizadas').nextSibling).toHaveTextContent('13'));
    expect(within(cards).getByText('Confirmadas').nextSibling).toHaveTextContent('6');
  });

  it("cancels a pending booking after a confirmation; a refusal shows 'Erro ao atualizar status' with the server's message", async () => {
    const t = await setup();
    const row = await screen.findByRole('article', { name: 'Sala Ipê' });
    await t.user.click(within(row).getByRole('button', { name: /^Cancelar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva?' });
    await t.user.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    expect(within(dialog).getByText('Informe o motivo do cancelamento.')).toBeInTheDocument();
    await t.user.type(within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ }), '  Sala em manutenção ');
    await t.user.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    const op = await waitFor(() => last(t.environment, 'useAdminCancelBookingMutation'));
    expect(op.request.variables).toEqual({ input: { bookingId: bookings[0]?.id }, reason: 'Sala em manutenção' });
    act(() =>
      t.environment.mock.resolve(op, {
        data: null,
        errors: [{ message: 'Esta reserva não pode passar de Confirmado para Cancelado.', extensions: { code: 'CONFLICT' } }],
      }),
    );
    expect(await within(toasts()).findByText('Erro ao atualizar status')).toBeInTheDocument();
    expect(within(toasts()).getByText('Esta reserva não pode passar de Confirmado para Cancelado.')).toBeInTheDocument();
    expect(within(row).getByText('Pendente')).toBeInTheDocument();
  });

  it("groups a series' occurrences in one row with its decision, and cancels 'this and following' with a reason", async () => {
    const series = { id: 'Qm9va2luZ1Nlcmllczox', summary: 'Toda terça-feira, 3 vezes' };
    const who = { id: 'dXNl9', fullName: 'Maria da Silva', email: 'maria@exemplo.com', avatarUrl: null };
    const ipe = { id: 'c3Bh9', name: 'Sala Ipê', capacity: 8, imageUrl: null };
    const occurrence = (n: number, day: string, status: string) =>
      make(n, {
        series, status, space: ipe, user: who, startsAt: `2031-03-${day}T17:00:00Z`, endsAt: `2031-03-${day}T18:00:00Z`, totalPrice: '80.00',
        decideBy: status === 'AWAITING_APPROVAL' ? '2031-03-11T16:00:00Z' : null,
      });
    // Newest created first; the series' occurrences were created together.
    const list = [occurrence(7, '25', 'AWAITING_APPROVAL'), occurrence(6, '18', 'CONFIRMED'), occurrence(5, '11', 'CONFIRMED'), bookings[1] as B];
    const t = await setup(resolvers(list));
    const group = await screen.findByRole('region', { name: 'Sala Ipê · série · Maria da Silva' });
    expect(within(group).getByText('Toda terça-feira, 3 vezes')).toBeInTheDocument();
    expect(within(group).getByText(/^3 reservas nesta lista, de 11\/03\/2031 a 25\/03\/2031, 14:00–15:00 · R\$\s240,00$/)).toBeInTheDocument();
    expect(within(group).getByText('Aguardando aprovação: 1')).toBeInTheDocument();
    expect(within(group).getByText('Confirmado: 2')).toBeInTheDocument();
    // The series' decision is on its row; the occurrences stay closed until asked for.
    expect(within(group).getByRole('button', { name: 'Aprovar: Sala Ipê, Maria da Silva, 25/03/2031 14:00' })).toHaveTextContent('Aprovar série');
    expect(within(group).queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Cabine Buriti' })).toBeInTheDocument();

    await t.user.click(within(group).getByRole('button', { name: 'Mostrar 3 reservas' }));
    const rows = within(group).getAllByRole('article');
    expect(rows).toHaveLength(3);
    // Soonest first inside the series; the decision is not repeated on each occurrence.
    expect(within(rows[0] as HTMLElement).getByText('11/03/2031')).toBeInTheDocument();
    expect(within(group).getAllByRole('button', { name: /^Aprovar/ })).toHaveLength(1);

    await t.user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /^Cancelar: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar reserva?' });
    await t.user.click(within(dialog).getByRole('radio', { name: 'Esta e as seguintes da série' }));
    expect(within(dialog).getByText(/e todas as seguintes ainda ativas da série serão canceladas/)).toBeInTheDocument();
    await t.user.type(within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ }), 'Reforma da sala');
    await t.user.click(within(dialog).getByRole('button', { name: 'Cancelar reservas' }));
    const op = await waitFor(() => last(t.environment, 'useSeriesMutationsCancelMutation'));
    expect(op.request.variables).toEqual({ input: { bookingId: list[1]?.id }, reason: 'Reforma da sala' });
    act(() =>
      t.environment.mock.resolve(op, {
        data: {
          cancelBookingSeries: {
            bookings: [list[1], list[0]].map((b) => ({
              id: b?.id, status: 'CANCELLED', cancelReason: 'Reforma da sala', canCancel: false, cancelBlockedReason: null, refundable: null, payBy: null,
            })),
          },
        },
      }),
    );
    expect(await within(toasts()).findByText('2 reservas da série foram canceladas.')).toBeInTheDocument();
    expect(within(group).getByText('Cancelado: 2')).toBeInTheDocument();
  });

  it('opens the details dialog, with the allowed actions', async () => {
    const t = await setup();
    const row = await screen.findByRole('article', { name: 'Sala Ipê' });
    await t.user.click(within(row).getByRole('button', { name: /^Detalhes/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da reserva' });
    expect(within(dialog).getByRole('img', { name: 'Foto de Sala Ipê' })).toHaveAttribute('src', '/storage/spaces/demo/ipe.png');
    for (const text of [
      'Sala Ipê',
      'Capacidade: 8 pessoas',
      'Maria da Silva',
      'maria@exemplo.com',
      '12/03/2031',
      '09:00–11:00',
      '2 horas',
      'Pendente',
      'Reunião de planejamento',
      '03/03/2031 09:00',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText(/R\$\s160,00/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Cancelar: Sala Ipê/ })).toBeInTheDocument();

    // The history loads with the dialog: who changed what, when, why and what money moved.
    const history = await waitFor(() => last(t.environment, 'BookingHistoryQuery'));
    expect(history.request.variables).toEqual({ id: bookings[0]?.id });
    act(() =>
      t.environment.mock.resolve(history, {
        data: {
          node: {
            __typename: 'Booking',
            id: bookings[0]?.id,
            history: [
              { kind: 'CREATED', at: '2031-03-03T12:00:00Z', actor: 'OWNER', actorName: 'Maria da Silva', reason: null, charged: null, refunded: null },
              { kind: 'PAID', at: '2031-03-03T12:10:00Z', actor: 'OWNER', actorName: 'Maria da Silva', reason: null, charged: '160.00', refunded: null },
              { kind: 'RESCHEDULED', at: '2031-03-03T13:00:00Z', actor: 'OWNER', actorName: 'Maria da Silva', reason: null, charged: null, refunded: '80.00' },
              { kind: 'CANCELLED', at: '2031-03-04T15:00:00Z', actor: 'ADMIN', actorName: null, reason: 'Sala em obras', charged: null, refunded: '80.00' },
              { kind: 'EXPIRED', at: '2031-03-04T16:00:00Z', actor: 'SYSTEM', actorName: null, reason: 'Pagamento não realizado no prazo', charged: null, refunded: null },
            ],
          },
        },
      }),
    );
    const events = await within(dialog).findByRole('list', { name: 'Histórico' });
    expect(within(events).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s/g, ' '))).toEqual([
      'Solicitada03/03/2031 09:00 · por Maria da Silva',
      'Paga · cobrado R$ 160,0003/03/2031 09:10 · por Maria da Silva',
      'Reagendada · estorno de R$ 80,0003/03/2031 10:00 · por Maria da Silva',
      'Cancelada · estorno de R$ 80,0004/03/2031 12:00 · por um administradorMotivo: Sala em obras',
      'Expirada04/03/2031 13:00 · pelo sistemaMotivo: Pagamento não realizado no prazo',
    ]);
    await t.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows live changes: a new booking joins the top, a changed one updates in place, the counts reload', async () => {
    const t = await setup();
    await screen.findByRole('article', { name: 'Sala Ipê' });
    const sub = await waitFor(() => last(t.environment, 'AdminBookingsListSubscription'));

    const fresh = make(9, {
      createdAt: '2031-03-10T12:00:00Z',
      space: { id: 'c3Bh9', name: 'Auditório Jatobá', capacity: 80, imageUrl: null },
      user: { id: 'dXNl9', fullName: 'Carla Dias', email: 'carla@exemplo.com', avatarUrl: null },
    });
    act(() => t.environment.mock.nextValue(sub, MockPayloadGenerator.generate(sub, { Booking: () => fresh })));
    await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Auditório Jatobá'));
    expect(screen.getByText('4 reservas')).toBeInTheDocument();

    act(() => t.environment.mock.nextValue(sub, MockPayloadGenerator.generate(sub, { Booking: () => ({ ...bookings[1], status: 'COMPLETED' }) })));
    const changed = screen.getByRole('article', { name: 'Cabine Buriti' });
    await waitFor(() => expect(within(changed).getByText('Realizado')).toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(4);

    await waitFor(() => expect(() => last(t.environment, 'AdminBookingsCountsRefetchQuery')).not.toThrow());
  });

  it('does not add a live booking that the filter leaves out', async () => {
    const t = await setup();
    await screen.findByRole('article', { name: 'Sala Ipê' });
    await t.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await t.user.click(screen.getByRole('option', { name: 'Confirmado' }));
    const byStatus = await waitFor(() => {
      const op = last(t.environment, 'AdminBookingsPageQuery');
      expect(op.request.variables).toEqual({ filter: { status: 'CONFIRMED' } });
      return op;
    });
    act(() => t.environment.mock.resolve(byStatus, MockPayloadGenerator.generate(byStatus, resolvers([bookings[1] as B]))));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));

    const sub = await waitFor(() => last(t.environment, 'AdminBookingsListSubscription'));
    act(() => t.environment.mock.nextValue(sub, MockPayloadGenerator.generate(sub, { Booking: () => make(9, { createdAt: '2031-03-10T12:00:00Z' }) })));
    act(() =>
      t.environment.mock.nextValue(
        sub,
        MockPayloadGenerator.generate(sub, { Booking: () => make(8, { status: 'CONFIRMED', createdAt: '2031-03-10T13:00:00Z', space: { id: 'c3Bh8', name: 'Sala Nova', capacity: 4, imageUrl: null } }) }),
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getAllByRole('article')[0]).toHaveAccessibleName('Sala Nova');
  });

  it("exports the current filter's CSV, and reports a failure", async () => {
    const t = await setup();
    await screen.findByRole('article', { name: 'Sala Ipê' });
    await t.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(downloadBookingsCsv).toHaveBeenCalledWith({}, t.session);

    vi.mocked(downloadBookingsCsv).mockRejectedValueOnce(new ExportError('Você não tem permissão para esta ação.', 403));
    await t.user.click(screen.getByRole('combobox', { name: 'Status' }));
    await t.user.click(screen.getByRole('option', { name: 'Pendente' }));
    await t.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(downloadBookingsCsv).toHaveBeenLastCalledWith({ status: 'PENDING' }, t.session);
    expect(await within(toasts()).findByText('Erro ao exportar reservas')).toBeInTheDocument();
    expect(within(toasts()).getByText('Você não tem permissão para esta ação.')).toBeInTheDocument();
  });
});
