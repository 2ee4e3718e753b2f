import { Suspense } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from '../../components/LoadingScreen';
import { RouteError } from '../../components/RouteError';
import { preload } from '../../relay/preload';
import { paymentMessages } from '../../lib/validation';
import { createTestSession, expectLoadingOutline, grant, renderRoutes } from '../../test/helpers';
import MyBookingsPageQuery from './__generated__/MyBookingsPageQuery.graphql';
import MyBookingsPage from './MyBookingsPage';

const POLICY = /Cancelamentos com mais de 48 horas de antecedência têm reembolso integral/;

interface BookingData {
  id: string;
  status: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  totalPrice: string;
  notes: string | null;
  canCancel: boolean;
  cancelBlockedReason: string | null;
  series: { id: string; summary: string } | null;
  space: { id: string; name: string; resources: string[] };
}

function booking(id: string, overrides: Partial<BookingData> = {}): BookingData {
  return {
    id,
    status: 'CONFIRMED',
    startsAt: '2031-03-11T13:00:00Z', // 10:00 in São Paulo
    endsAt: '2031-03-11T15:00:00Z',
    durationMinutes: 2 * 60,
    totalPrice: '300.00',
    notes: null,
    canCancel: true,
    cancelBlockedReason: null,
    series: null,
    space: { id: `space-${id}`, name: 'Sala Ipê', resources: ['wifi', 'projetor'] },
    ...overrides,
  };
}

const pending = booking('b1', { status: 'PENDING', space: { id: 's1', name: 'Sala Ipê', resources: ['wifi', 'projetor'] }, notes: 'Trazer café' });
const blocked = booking('b2', {
  startsAt: '2031-03-12T17:00:00Z',
  endsAt: '2031-03-12T18:00:00Z',
  durationMinutes: 1 * 60,
  totalPrice: '80.00',
  canCancel: false,
  cancelBlockedReason: 'Só é possível cancelar com mais de 2 horas de antecedência.',
  space: { id: 's2', name: 'Sala Cedro', resources: [] },
});
const done = booking('b3', { status: 'COMPLETED', startsAt: '2031-03-01T13:00:00Z', endsAt: '2031-03-01T14:00:00Z', durationMinutes: 1 * 60, canCancel: false, cancelBlockedReason: 'Esta reserva não pode passar de Realizado para Cancelado.', space: { id: 's3', name: 'Auditório Jacarandá', resources: ['palco'] } });

interface Lists {
  upcoming?: BookingData[];
  today?: BookingData[];
  history?: BookingData[];
  upcomingHasNext?: boolean;
}

function payload(operation: OperationDescriptor, lists: Lists) {
  const { upcoming = [], today = [], history = [] } = lists;
  const connection = (items: BookingData[], hasNextPage = false) => ({
    edges: items.map((node, i) => ({ cursor: `c-${node.id}-${i}`, node })),
    pageInfo: { hasNextPage, endCursor: items.length ? `c-${items.at(-1)?.id}` : null },
  });
  return MockPayloadGenerator.generate(operation, {
    MyBookingsSummary: () => ({ today: today.length, upcoming: upcoming.length, pending: 1, history: history.length }),
    BookingConnection: (ctx) =>
      ctx.alias === 'upcoming'
        ? connection(upcoming, lists.upcomingHasNext)
        : ctx.alias === 'today'
          ? connection(today)
          : connection(history),
  });
}

function setup(lists: Lists | 'pending' | 'error') {
  const t = createTestSession();
  t.session.signedIn(grant('USER'));
  t.environment.mock.queuePendingOperation(MyBookingsPageQuery, {});
  if (lists === 'error') {
    t.environment.mock.queueOperationResolver(() => new Error('Falha'));
  } else if (lists !== 'pending') {
    t.environment.mock.queueOperationResolver((op) =>
      op.request.node.params.name === 'MyBookingsPageQuery' ? payload(op, lists) : undefined,
    );
  }
  const utils = renderRoutes(
    [
      {
        path: '/my-bookings',
        element: (
          <Suspense fallback={<LoadingScreen fullScreen={false} />}>
            <MyBookingsPage />
          </Suspense>
        ),
        loader: preload(t.session, MyBookingsPageQuery, { access: 'signedIn' }),
        ErrorBoundary: () => <RouteError title="Erro ao carregar reservas" toast />,
      },
      { path: '/spaces', element: <h1>Espaços</h1> },
    ],
    { session: t.session, path: '/my-bookings' },
  );
  return { ...t, ...utils, user: userEvent.setup({ delay: null }) };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('MyBookingsPage', () => {
  it('shows the title and the outlines of the counts and cards while the bookings load', async () => {
    setup('pending');
    await waitFor(() => expectLoadingOutline('Carregando reservas...'));
    expect(screen.getByRole('heading', { level: 1, name: 'Minhas Reservas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova Reserva' })).toHaveAttribute('href', '/spaces');
  });

  it('shows the counts, the tabs and the booking cards', async () => {
    setup({ upcoming: [pending, blocked], history: [done] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Minhas Reservas' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Resumo das reservas' });
    expect(within(summary).getByText('Pendentes').nextSibling).toHaveTextContent('1');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Próximas (2)', 'Hoje (0)', 'Histórico (1)']);
    expect(screen.getByRole('link', { name: 'Nova Reserva' })).toHaveAttribute('href', '/spaces');

    const first = card('Sala Ipê');
    expect(within(first).getByText('Pendente')).toBeInTheDocument();
    expect(within(first).getByText('11/03/2031')).toBeInTheDocument();
    expect(within(first).getByText('10:00–12:00 (2 horas)')).toBeInTheDocument();
    expect(within(first).getByText('R$ 300,00')).toBeInTheDocument();
    expect(within(first).getByText('Projetor')).toBeInTheDocument();
    expect(within(first).getByText('Trazer café')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /^Pagar: / })).toBeEnabled();
    expect(within(first).getByRole('button', { name: /^Cancelar: / })).toBeEnabled();
    expect(within(first).getByRole('button', { name: /^Reagendar: / })).toBeEnabled();

    const second = card('Sala Cedro');
    expect(within(second).getByText('Confirmado')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /^Pagar: / })).not.toBeInTheDocument();
    const cancel = within(second).getByRole('button', { name: /^Cancelar: / });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription('Só é possível cancelar com mais de 2 horas de antecedência.');
    const move = within(second).getByRole('button', { name: /^Reagendar: / });
    expect(move).toBeDisabled();
    expect(move).toHaveAccessibleDescription('Só é possível reagendar com mais de 2 horas de antecedência.');

    await userEvent.setup({ delay: null }).click(screen.getByRole('tab', { name: 'Histórico (1)' }));
    const third = card('Auditório Jacarandá');
    expect(within(third).getByText('Realizado')).toBeInTheDocument();
    expect(within(third).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an empty state linking to /spaces', async () => {
    const t = setup({});
    const empty = await screen.findByText('Você não tem reservas próximas.');
    expect(empty).toBeInTheDocument();
    await t.user.click(screen.getByRole('link', { name: 'Buscar Espaços' }));
    expect(await screen.findByRole('heading', { name: 'Espaços' })).toBeInTheDocument();
  });

  it("shows 'Erro ao carregar reservas' with a toast and 'Tentar novamente'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = setup('error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erro ao carregar reservas' })).toBeInTheDocument();
    // The heading, the inline alert and the toast.
    await waitFor(() => expect(screen.getAllByText('Erro ao carregar reservas')).toHaveLength(3));
    t.environment.mock.queueOperationResolver((op) =>
      op.request.node.params.name === 'MyBookingsPageQuery' ? payload(op, { upcoming: [pending] }) : undefined,
    );
    await t.user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Minhas Reservas' })).toBeInTheDocument();
  });

  it('shows the occurrences of a series on the page as one row, opened on demand', async () => {
    const series = { id: 'serie-1', summary: 'Semanal (terças), 3 ocorrências' };
    const first = booking('o1', { series, status: 'PENDING', totalPrice: '161.00' });
    const second = booking('o2', { series, status: 'PENDING', totalPrice: '161.00', startsAt: '2031-03-18T13:00:00Z', endsAt: '2031-03-18T15:00:00Z' });
    const t = setup({ upcoming: [first, blocked, second] });
    const group = await screen.findByRole('region', { name: 'Sala Ipê · série' });
    expect(within(group).getByText('Semanal (terças), 3 ocorrências')).toBeInTheDocument();
    expect(within(group).getByText('2 reservas nesta lista, de 11/03/2031 a 18/03/2031, 10:00–12:00 · R$ 322,00')).toBeInTheDocument();
    expect(within(group).queryByRole('article')).not.toBeInTheDocument();
    // The single booking stays a card of its own.
    expect(screen.getByRole('article', { name: 'Sala Cedro' })).toBeInTheDocument();
    const toggle = within(group).getByRole('button', { name: 'Mostrar 2 reservas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await t.user.click(toggle);
    expect(within(group).getAllByRole('article', { name: 'Sala Ipê' })).toHaveLength(2);
    expect(within(group).getByRole('button', { name: 'Ocultar reservas' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads more with Carregar mais', async () => {
    const t = setup({ upcoming: [pending], upcomingHasNext: true });
    await t.user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    const op = await waitFor(() =>
      t.environment.mock.findOperation((o) => o.request.node.params.name === 'MyBookingsUpcomingListPaginationQuery'),
    );
    expect(op.request.variables).toMatchObject({ count: 10, cursor: 'c-b1' });
    act(() =>
      t.environment.mock.resolve(
        op,
        MockPayloadGenerator.generate(op, {
          BookingConnection: () => ({ edges: [{ cursor: 'c-b2', node: blocked }], pageInfo: { hasNextPage: false, endCursor: 'c-b2' } }),
        }),
      ),
    );
    expect(await screen.findByRole('article', { name: 'Sala Cedro' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('pays a pending booking: an invalid card is refused under its field, which takes focus; only the id is sent', async () => {
    const t = setup({ upcoming: [pending] });
    await t.user.click(within(await screen.findByRole('article', { name: 'Sala Ipê' })).getByRole('button', { name: /^Pagar: Sala Ipê, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    const pay = within(dialog).getByRole('button', { name: 'Pagar' });
    // Never disabled: a keyboard user can reach it and learn what is missing.
    expect(pay).toBeEnabled();
    await t.user.click(within(dialog).getByLabelText('Número do cartão'));
    await t.user.paste('4111111111111112');
    await t.user.click(within(dialog).getByLabelText('Validade (MM/AA)'));
    await t.user.paste('1239');
    await t.user.click(within(dialog).getByLabelText('CVC'));
    await t.user.paste('123');
    expect(within(dialog).getByLabelText('Validade (MM/AA)')).toHaveValue('12/39');
    await t.user.click(pay);
    const number = within(dialog).getByLabelText('Número do cartão');
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription(paymentMessages.cardNumberInvalid);
    expect(t.environment.mock.getAllOperations().some((o) => o.request.node.params.name === 'usePayBookingMutation')).toBe(false);
    await t.user.clear(number);
    await t.user.paste('4111111111111111');
    expect(number).toHaveValue('4111 1111 1111 1111');
    await t.user.click(within(dialog).getByLabelText('Nome no cartão'));
    await t.user.paste('Maria da Silva');
    await t.user.click(pay);
    const op = await waitFor(() => t.environment.mock.findOperation((o) => o.request.node.params.name === 'usePayBookingMutation'));
    expect(op.request.variables).toEqual({ input: { bookingId: 'b1' } });
    act(() => t.environment.mock.resolve(op, { data: { payBooking: { booking: { ...pending, status: 'CONFIRMED', __typename: 'Booking' } } } }));
    expect(await screen.findByText('Reserva Confirmada!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = screen.getByRole('article', { name: 'Sala Ipê' });
    expect(within(updated).getByText('Confirmado')).toBeInTheDocument();
    expect(within(updated).queryByRole('button', { name: /^Pagar: / })).not.toBeInTheDocument();
    // The counts are reloaded from the server.
    expect(t.environment.mock.getAllOperations().some((o) => o.request.node.params.name === 'useBookingsSummaryRefreshQuery')).toBe(true);
  });

  it("shows 'Erro na confirmação' when paying fails", async () => {
    const t = setup({ upcoming: [pending] });
    await t.user.click(within(await screen.findByRole('article', { name: 'Sala Ipê' })).getByRole('button', { name: /^Pagar: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagamento' });
    await t.user.click(within(dialog).getByLabelText('Número do cartão'));
    await t.user.paste('4111111111111111');
    await t.user.click(within(dialog).getByLabelText('Validade (MM/AA)'));
    await t.user.paste('1239');
    await t.user.click(within(dialog).getByLabelText('CVC'));
    await t.user.paste('1234');
    await t.user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    act(() =>
      t.environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'Esta reserva não pode passar de Cancelado para Confirmado.', extensions: { code: 'CONFLICT' } }],
      }),
    );
    expect(await screen.findByText('Erro na confirmação')).toBeInTheDocument();
    expect(screen.getByText('Esta reserva não pode passar de Cancelado para Confirmado.')).toBeInTheDocument();
  });

  it('cancels after a prompt with the policy; the card leaves Próximas at once and joins the history', async () => {
    const t = setup({ upcoming: [pending], history: [done] });
    await t.user.click(within(await screen.findByRole('article', { name: 'Sala Ipê' })).getByRole('button', { name: /^Cancelar: / }));
    const prompt = await screen.findByRole('dialog', { name: 'Cancelar reserva?' });
    expect(within(prompt).getByText(POLICY)).toBeInTheDocument();
    await t.user.click(within(prompt).getByRole('button', { name: 'Cancelar reserva' }));
    const op = await waitFor(() => t.environment.mock.findOperation((o) => o.request.node.params.name === 'useCancelBookingMutation'));
    expect(op.request.variables).toEqual({
      input: { bookingId: 'b1' },
      connections: ['client:root:__MyBookingsHistoryList_history_connection(filter:{"group":"HISTORY","scope":"OWN"})'],
    });
    act(() =>
      t.environment.mock.resolve(op, {
        data: { cancelBooking: { booking: { ...pending, status: 'CANCELLED', canCancel: false, cancelBlockedReason: 'x', __typename: 'Booking' } } },
      }),
    );
    expect(await screen.findByText('Reserva cancelada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(within(panels[0] as HTMLElement).queryByRole('article', { name: 'Sala Ipê' })).not.toBeInTheDocument();
    expect(within(panels[0] as HTMLElement).getByText('Você não tem reservas próximas.')).toBeInTheDocument();
    await t.user.click(screen.getByRole('tab', { name: /^Histórico/ }));
    const history = screen.getByRole('tabpanel', { name: /^Histórico/ });
    expect(within(history).getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h2')?.textContent)).toEqual([
      'Sala Ipê',
      'Auditório Jacarandá',
    ]);
  });

  it('follows changes made elsewhere: an expired hold leaves Próximas, joins the history, the counts reload', async () => {
    const t = setup({ upcoming: [pending, blocked], history: [done] });
    await screen.findByRole('article', { name: 'Sala Ipê' });
    const sub = await waitFor(() =>
      t.environment.mock.findOperation((o) => o.request.node.params.name === 'useMyBookingsLiveSubscription'),
    );
    const expired = {
      ...pending,
      __typename: 'Booking',
      status: 'CANCELLED',
      canCancel: false,
      cancelBlockedReason: 'x',
      payBy: null,
      cancelReason: 'Pagamento não realizado no prazo',
    };
    act(() => t.environment.mock.nextValue(sub, { data: { myBookingChanged: expired } }));
    const upcoming = screen.getByRole('tabpanel', { name: /^Próximas/ });
    await waitFor(() => expect(within(upcoming).queryByRole('article', { name: 'Sala Ipê' })).not.toBeInTheDocument());
    expect(within(upcoming).getByRole('article', { name: 'Sala Cedro' })).toBeInTheDocument();
    await waitFor(() =>
      expect(t.environment.mock.getAllOperations().some((o) => o.request.node.params.name === 'useBookingsSummaryRefreshQuery')).toBe(true),
    );
    // The same change again (a second push) does not list it twice.
    act(() => t.environment.mock.nextValue(sub, { data: { myBookingChanged: expired } }));
    await t.user.click(screen.getByRole('tab', { name: /^Histórico/ }));
    const history = screen.getByRole('tabpanel', { name: /^Histórico/ });
    expect(within(history).getAllByRole('article').map((a) => a.querySelector('h2')?.textContent)).toEqual(['Sala Ipê', 'Auditório Jacarandá']);
    expect(within(history).getByText('Pagamento não realizado no prazo')).toBeInTheDocument();
  });

  it("shows 'Erro ao cancelar reserva' when cancelling fails", async () => {
    const t = setup({ upcoming: [pending] });
    await t.user.click(within(await screen.findByRole('article', { name: 'Sala Ipê' })).getByRole('button', { name: /^Cancelar: / }));
    await t.user.click(within(await screen.findByRole('dialog', { name: 'Cancelar reserva?' })).getByRole('button', { name: 'Cancelar reserva' }));
    act(() =>
      t.environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'Só é possível cancelar com mais de 2 horas de antecedência.', extensions: { code: 'CONFLICT' } }],
      }),
    );
    expect(await screen.findByText('Erro ao cancelar reserva')).toBeInTheDocument();
  });
});
