import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSession, desktopPointer, grant, renderPage } from '../../test/helpers';
import { theme } from '../../theme';
import type { TestSession } from '../../test/helpers';
import { GraphQLRequestError } from '../../relay/errors';
import type { RescheduleTarget } from './BookingForm';
import BookingFormDialog from './BookingFormDialog';

const SPACE_ID = 'U3BhY2U6MQ';
// Server "now": Monday 2031-03-10, 09:00 in São Paulo.
const NOW = new Date('2031-03-10T12:00:00Z');

function slots(busy: number[] = []) {
  return Array.from({ length: 14 }, (_, i) => {
    const hour = 8 + i;
    const start = Date.UTC(2031, 2, 11, hour + 3);
    return {
      minuteOfDay: hour * 60,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 3_600_000).toISOString(),
      available: !busy.includes(hour),
      tooSoon: false,
      withinStartHours: hour <= 20,
      buffer: false,
    };
  });
}

/** The deployment's rules, as `availability.rules` and `Space.bookingRules` carry them. */
const RULES = {
  minDurationMinutes: 60,
  maxDurationMinutes: 480,
  noticeMinutes: 60,
  cancelWindowMinutes: 120,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
};
const WEEK = Array.from({ length: 7 }, () => ({ ranges: [{ opens: '08:00' }] }));

/** A day's availability: its slots, open, under the deployment's rules. */
function openDay(busy: number[] = [], rules = RULES) {
  return { slots: slots(busy), closedReason: null, rules };
}

// No transitions or ripples: menus and pickers open and close at once (much faster in jsdom).
const instant = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };
const fastTheme = createTheme(theme, {
  transitions: { duration: instant },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

const APP_CONFIG = { timeZone: 'America/Sao_Paulo' };
const SPACE_RULES = { ...RULES, horizonDays: 180, openingHours: WEEK };

const byName = (name: string) => (op: OperationDescriptor) => op.request.node.params.name === name;

function setup(reschedule?: RescheduleTarget) {
  const t = createTestSession();
  t.session.signedIn(grant('USER'));
  const onClose = vi.fn();
  const onBooked = vi.fn();
  renderPage(
    <ThemeProvider theme={fastTheme}>
      <BookingFormDialog open spaceId={SPACE_ID} onClose={onClose} onBooked={onBooked} reschedule={reschedule} />
    </ThemeProvider>,
    { session: t.session },
  );
  return { ...t, onClose, onBooked, user: userEvent.setup({ delay: null }) };
}

async function resolveForm(t: TestSession, space: Record<string, unknown> = {}) {
  const op = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormQuery')));
  expect(op.request.variables).toEqual({ spaceId: SPACE_ID });
  act(() =>
    t.environment.mock.resolve(op, {
      data: {
        space: { id: SPACE_ID, name: 'Sala Ipê', capacity: 8, pricePerHour: '150.00', isActive: true, firstFreeDate: null, bookingRules: SPACE_RULES, upcomingClosures: [], ...space },
        appConfig: APP_CONFIG,
      },
    }),
  );
  await screen.findByText('Sala Ipê');
}

/** Picks 11/03/2031 in the calendar and answers the day's availability. */
async function pickDay(t: ReturnType<typeof setup>, busy: number[] = []) {
  await t.user.click(screen.getByLabelText('Escolha uma data'));
  await t.user.click(await day(11));
  const ok = screen.queryByRole('button', { name: 'OK' });
  if (ok) await t.user.click(ok);
  const op = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormTimesQuery')));
  expect(op.request.variables).toEqual({ spaceId: SPACE_ID, date: '2031-03-11' });
  act(() => t.environment.mock.resolve(op, { data: { availability: openDay(busy) } }));
  await screen.findByText('Horários disponíveis');
}

// Label and text queries: role queries compute accessible names and are slow on MUI's DOM.
const select = (label: string) => screen.getByLabelText(label, { selector: '[role="combobox"]' });
const listbox = () => waitFor(() => document.querySelector('ul[role="listbox"]') as HTMLElement);
const day = (n: number) =>
  waitFor(() => within(document.querySelector('[role="grid"]') as HTMLElement).getByText(String(n), { selector: 'button' }));
const submit = () => screen.getByText(/^Reserva(r|ndo\.\.\.)$/, { selector: 'button' });

async function options(t: ReturnType<typeof setup>, label: string) {
  await t.user.click(select(label));
  const list = await listbox();
  return Array.from(list.querySelectorAll('[role="option"]'), (o) => o.textContent);
}

async function choose(t: ReturnType<typeof setup>, label: string, option: string) {
  await t.user.click(select(label));
  await t.user.click(within(await listbox()).getByText(option));
}

// The form is a lazy chunk: load it once up front so that each test only waits for data.
beforeAll(async () => {
  await import('./BookingForm');
}, 30_000);

beforeEach(() => {
  // A desktop browser (a fine pointer): the calendar closes as soon as a day is picked.
  desktopPointer();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

// MUI's pickers and selects are slow to drive in jsdom.
describe('BookingFormDialog', { timeout: 30_000 }, () => {
  it('shows Carregando... until the space arrives, then the form', async () => {
    const t = setup();
    expect(screen.getByRole('dialog', { name: 'Nova Reserva' })).toBeInTheDocument();
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    await resolveForm(t);
    expect(screen.getByText(/R\$\s150,00\/hora/)).toBeInTheDocument();
    expect(screen.getByText(/Cancelamentos com mais de 48 horas de antecedência têm reembolso integral/)).toBeInTheDocument();
    expect(select('Fim')).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toBeEnabled();
  });

  it('says when the space cannot be booked', async () => {
    const t = setup();
    const op = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormQuery')));
    act(() =>
      t.environment.mock.resolve(op, {
        data: {
          space: null,
          appConfig: APP_CONFIG,
        },
      }),
    );
    expect(await screen.findByText('Este espaço não está disponível para reservas.')).toBeInTheDocument();
  });

  it('shows an error when the space fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = setup();
    const op = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormQuery')));
    act(() => t.environment.mock.reject(op, new Error('boom')));
    expect(await screen.findByText('Não foi possível carregar o espaço. Tente novamente.')).toBeInTheDocument();
  });

  it('checks the date, then the hours, on submit: each refusal under its field, which takes focus', async () => {
    const t = setup();
    await resolveForm(t);
    await t.user.click(submit());
    expect(await screen.findByText('Data obrigatória')).toBeInTheDocument();
    // In the live region and under the field, with focus moved into the field.
    expect(screen.getAllByText('Selecione uma data para a reserva.')).toHaveLength(2);
    const dateField = document.querySelector('[data-field="date"]') as HTMLElement;
    expect(within(dateField).getByText('Selecione uma data para a reserva.')).toBeInTheDocument();
    await waitFor(() => expect(dateField.contains(document.activeElement)).toBe(true));
    await pickDay(t);
    // A new choice clears the refusal.
    expect(within(dateField).queryByText('Selecione uma data para a reserva.')).not.toBeInTheDocument();
    await t.user.click(submit());
    expect(await screen.findByText('Horário obrigatório')).toBeInTheDocument();
    expect(select('Início')).toHaveAttribute('aria-invalid', 'true');
    expect(select('Início')).toHaveAccessibleDescription('Selecione o horário de início e fim.');
    await waitFor(() => expect(select('Início')).toHaveFocus());
    expect(t.environment.mock.getAllOperations().some(byName('useCreateBookingMutation'))).toBe(false);
  });

  it('offers free starts before 21:00 and only the ends reachable without a busy hour', async () => {
    const t = setup();
    await resolveForm(t);
    await pickDay(t, [10, 11, 15]);
    expect(await options(t, 'Início')).toEqual(['08:00', '09:00', '12:00', '13:00', '14:00', '16:00', '17:00', '18:00', '19:00', '20:00']);
    await t.user.keyboard('{Escape}');
    // The chips: the first 8 starts, then '+2 mais'.
    const chips = screen.getByRole('list', { name: 'Horários disponíveis' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(9);
    expect(within(chips).getByText('+2 mais')).toBeInTheDocument();

    await choose(t, 'Início', '12:00');
    expect(await options(t, 'Fim')).toEqual(['13:00', '14:00', '15:00']);
    await t.user.keyboard('{Escape}');
    await choose(t, 'Início', '08:00');
    expect(await options(t, 'Fim')).toEqual(['09:00', '10:00']);
    await t.user.keyboard('{Escape}');
    await choose(t, 'Início', '20:00');
    expect(await options(t, 'Fim')).toEqual(['21:00', '22:00']);
  });

  it("says so when a day has no free hour", async () => {
    const t = setup();
    await resolveForm(t);
    await t.user.click(screen.getByLabelText('Escolha uma data'));
    await t.user.click(await day(11));
    const op = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormTimesQuery')));
    act(() =>
      t.environment.mock.resolve(op, { data: { availability: openDay([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]) } }),
    );
    expect(await screen.findAllByText('Não há horários disponíveis para esta data')).not.toHaveLength(0);
  });

  it('books with the server instants, notes and one idempotency key; shows the live price', async () => {
    const t = setup();
    await resolveForm(t);
    await pickDay(t);
    await choose(t, 'Início', '10:00');
    await choose(t, 'Fim', '12:00');
    expect(screen.getByText('2 horas')).toBeInTheDocument();
    expect(screen.getByText(/^R\$\s300,00$/)).toBeInTheDocument();
    await t.user.click(screen.getByLabelText('Observações (opcional)'));
    await t.user.paste('  Reunião de equipe ');
    await t.user.click(submit());
    const op = await waitFor(() => t.environment.mock.findOperation(byName('useCreateBookingMutation')));
    expect(submit()).toHaveTextContent('Reservando...');
    expect(submit()).toBeDisabled();
    const input = op.request.variables.input as Record<string, unknown>;
    expect(input).toEqual({
      spaceId: SPACE_ID,
      startsAt: '2031-03-11T13:00:00.000Z',
      endsAt: '2031-03-11T15:00:00.000Z',
      notes: 'Reunião de equipe',
      idempotencyKey: expect.any(String),
    });
    expect((input.idempotencyKey as string).length).toBeGreaterThan(10);
    act(() =>
      t.environment.mock.resolve(op, {
        data: {
          createBooking: {
            booking: {
              id: 'Qm9va2luZzox',
              status: 'PENDING',
              startsAt: input.startsAt,
              endsAt: input.endsAt,
              durationMinutes: 120,
              totalPrice: '300.00',
              notes: 'Reunião de equipe',
              canCancel: true,
              cancelBlockedReason: null,
              payBy: '2031-03-10T12:30:00Z',
              space: { id: SPACE_ID, name: 'Sala Ipê' },
            },
          },
        },
      }),
    );
    // The next step, in place of the form: the deadline, pay now or see the list.
    expect(await screen.findByText(/Reserva solicitada!/)).toBeInTheDocument();
    expect(screen.getByText(/Pague até 10\/03\/2031, 09:30 \(faltam 30 min\)/)).toBeInTheDocument();
    expect(t.onBooked).toHaveBeenCalled();
    expect(t.onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ver minhas reservas' })).toBeInTheDocument();
    await t.user.click(screen.getByRole('button', { name: 'Pagar agora' }));
    expect(await screen.findByRole('dialog', { name: 'Pagamento' })).toBeInTheDocument();
    expect(screen.getByLabelText('Número do cartão')).toBeInTheDocument();
  });

  it('offers only ends within the longest booking', async () => {
    const t = setup();
    await resolveForm(t);
    await pickDay(t);
    await choose(t, 'Início', '08:00');
    expect(await options(t, 'Fim')).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
  });

  it('says a booking that starts within 2 hours cannot be cancelled', async () => {
    // 09:30 on the booked day: 10:00 is too soon to cancel later, 12:00 is not.
    vi.setSystemTime(new Date('2031-03-11T12:30:00Z'));
    const t = setup();
    await resolveForm(t);
    await pickDay(t);
    await choose(t, 'Início', '12:00');
    expect(screen.queryByText(/não poderá ser cancelada/)).not.toBeInTheDocument();
    await choose(t, 'Início', '11:00');
    expect(
      screen.getByText('Começa em menos de 2 horas: depois de feita, esta reserva não poderá ser cancelada nem reagendada.'),
    ).toBeInTheDocument();
  });

  it("reschedules: opens on the booking's day and hours, counts its own hours free, shows the difference", async () => {
    const t = setup({
      bookingId: 'Qm9va2luZzo3',
      status: 'CONFIRMED',
      startsAt: '2031-03-11T13:00:00.000Z',
      endsAt: '2031-03-11T15:00:00.000Z',
      totalPrice: '300.00',
    });
    expect(screen.getByRole('dialog', { name: 'Reagendar reserva' })).toBeInTheDocument();
    await resolveForm(t);
    const op = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormTimesQuery')));
    expect(op.request.variables).toEqual({ spaceId: SPACE_ID, date: '2031-03-11' });
    // 10:00 and 11:00 are the booking's own hours: busy for everyone else, free for this move.
    act(() => t.environment.mock.resolve(op, { data: { availability: openDay([10, 11, 14]) } }));
    await screen.findByText('Horários disponíveis');
    expect(screen.getByDisplayValue('600')).toBeInTheDocument();
    expect(screen.getByDisplayValue('720')).toBeInTheDocument();
    expect(screen.getByText('Sem diferença')).toBeInTheDocument();
    // A move changes only the slot: no notes field, and 'Voltar' rather than 'Cancelar'.
    expect(screen.queryByLabelText('Observações (opcional)')).not.toBeInTheDocument();
    expect(screen.getByText('Voltar', { selector: 'button' })).toBeInTheDocument();
    expect(screen.queryByText('Cancelar', { selector: 'button' })).not.toBeInTheDocument();

    await t.user.click(screen.getByText('Reagendar', { selector: 'button' }));
    expect(await screen.findByText('Escolha um horário diferente do atual.')).toBeInTheDocument();
    expect(t.environment.mock.getAllOperations().some(byName('useRescheduleBookingMutation'))).toBe(false);

    expect(await options(t, 'Fim')).toEqual(['11:00', '12:00', '13:00', '14:00']);
    await t.user.keyboard('{Escape}');
    await choose(t, 'Fim', '13:00');
    expect(screen.getByText('+ R$ 150,00 (cobrado ao reagendar)')).toBeInTheDocument();
    await t.user.click(screen.getByText('Reagendar', { selector: 'button' }));
    const move = await waitFor(() => t.environment.mock.findOperation(byName('useRescheduleBookingMutation')));
    expect(move.request.variables.input).toEqual({
      bookingId: 'Qm9va2luZzo3',
      startsAt: '2031-03-11T13:00:00.000Z',
      endsAt: '2031-03-11T16:00:00.000Z',
      idempotencyKey: expect.any(String),
    });
    expect(t.environment.mock.getAllOperations().some(byName('useCreateBookingMutation'))).toBe(false);
  });

  it('moves an occurrence of a series with the later ones when asked', async () => {
    const t = setup({
      bookingId: 'Qm9va2luZzo3',
      status: 'PENDING',
      startsAt: '2031-03-11T13:00:00.000Z',
      endsAt: '2031-03-11T14:00:00.000Z',
      totalPrice: '150.00',
      inSeries: true,
    });
    await resolveForm(t);
    const op = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormTimesQuery')));
    act(() => t.environment.mock.resolve(op, { data: { availability: openDay([10]) } }));
    await screen.findByText('Horários disponíveis');
    expect(screen.getByRole('radio', { name: 'Somente esta reserva' })).toBeChecked();
    await t.user.click(screen.getByRole('radio', { name: 'Esta e as seguintes da série' }));
    expect(screen.getByText(/Se uma delas não couber, nada muda\./)).toBeInTheDocument();
    await choose(t, 'Início', '14:00');
    await choose(t, 'Fim', '15:00');
    await t.user.click(screen.getByText('Reagendar', { selector: 'button' }));
    const move = await waitFor(() => t.environment.mock.findOperation(byName('useSeriesMutationsRescheduleMutation')));
    expect(move.request.variables.input).toMatchObject({
      bookingId: 'Qm9va2luZzo3',
      startsAt: '2031-03-11T17:00:00.000Z',
      endsAt: '2031-03-11T18:00:00.000Z',
    });
    expect(t.environment.mock.getAllOperations().some(byName('useRescheduleBookingMutation'))).toBe(false);
  });

  it("shows the server's title and message when the booking is refused", async () => {
    const t = setup();
    await resolveForm(t);
    await pickDay(t);
    await choose(t, 'Início', '10:00');
    await choose(t, 'Fim', '11:00');
    await t.user.click(submit());
    const op = await waitFor(() => t.environment.mock.findOperation(byName('useCreateBookingMutation')));
    act(() =>
      t.environment.mock.resolve(op, {
        data: null,
        errors: [
          {
            message: 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.',
            extensions: { code: 'CONFLICT', title: 'Horário indisponível' },
          },
        ],
      }),
    );
    expect(await screen.findByText('Horário indisponível')).toBeInTheDocument();
    expect(t.onClose).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
    // The day as the server has it now, even with live updates down; a new choice.
    const again = await waitFor(() => {
      const ops = t.environment.mock.getAllOperations().filter(byName('BookingFormTimesQuery'));
      expect(ops).toHaveLength(1);
      return ops[0]!;
    });
    act(() => t.environment.mock.resolve(again, { data: { availability: openDay([10]) } }));
    await screen.findByText('Horários disponíveis');
    expect(await options(t, 'Início')).not.toContain('10:00');
  });

  it('opens on the first day with a free hour and shows every start on +N mais', async () => {
    const t = setup();
    await resolveForm(t, { firstFreeDate: '2031-03-11' });
    expect(screen.getByDisplayValue('11/03/2031')).toBeInTheDocument();
    const op = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormTimesQuery')));
    expect(op.request.variables).toEqual({ spaceId: SPACE_ID, date: '2031-03-11' });
    act(() => t.environment.mock.resolve(op, { data: { availability: openDay() } }));
    const chips = await screen.findByRole('list', { name: 'Horários disponíveis' });
    await t.user.click(within(chips).getByRole('button', { name: '+5 mais: mostrar todos os horários' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(13);
    expect(within(chips).queryByText(/mais$/)).not.toBeInTheDocument();
  });

  it('falls back to Erro ao fazer reserva', async () => {
    const t = setup();
    await resolveForm(t);
    await pickDay(t);
    await choose(t, 'Início', '10:00');
    await choose(t, 'Fim', '11:00');
    await t.user.click(submit());
    const op = await waitFor(() => t.environment.mock.findOperation(byName('useCreateBookingMutation')));
    act(() =>
      t.environment.mock.resolve(op, { data: null, errors: [{ message: 'Não encontrado.', extensions: { code: 'NOT_FOUND' } }] }),
    );
    expect(await screen.findByText('Erro ao fazer reserva')).toBeInTheDocument();
    expect(screen.getByText('Não encontrado.')).toBeInTheDocument();
  });

  it('drops hours someone else takes while the form is open, and clears a choice they hit', async () => {
    const t = setup();
    await resolveForm(t);
    await pickDay(t);
    const sub = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormTimesSubscription')));
    expect(sub.request.variables).toEqual({ spaceId: SPACE_ID, date: '2031-03-11' });
    await choose(t, 'Início', '10:00');
    await choose(t, 'Fim', '12:00');
    act(() => t.environment.mock.nextValue(sub, { data: { availabilityChanged: openDay([10, 11]) } }));
    expect(await screen.findByText('Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.')).toBeInTheDocument();
    expect(screen.queryByText('2 horas')).not.toBeInTheDocument();
    const starts = await options(t, 'Início');
    expect(starts).not.toContain('10:00');
    expect(starts).not.toContain('11:00');
    expect(starts).toContain('12:00');
  });

  it('keeps a choice that a push leaves free', async () => {
    const t = setup();
    await resolveForm(t);
    await pickDay(t);
    const sub = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormTimesSubscription')));
    await choose(t, 'Início', '14:00');
    await choose(t, 'Fim', '16:00');
    act(() => t.environment.mock.nextValue(sub, { data: { availabilityChanged: openDay([10, 11]) } }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Horários disponíveis' })).not.toHaveTextContent('10:00'));
    expect(screen.getByText('2 horas')).toBeInTheDocument();
    expect(screen.queryByText(/acabou de ser reservado/)).not.toBeInTheDocument();
  });

  it('says the space is no longer bookable when its feed ends with NOT_FOUND', async () => {
    const t = setup();
    await resolveForm(t);
    await pickDay(t);
    const sub = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormTimesSubscription')));
    await choose(t, 'Início', '14:00');
    act(() =>
      t.environment.mock.reject(
        sub,
        new GraphQLRequestError([{ message: 'Espaço não encontrado.', extensions: { code: 'NOT_FOUND' } }]),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Este espaço não está mais disponível para reservas.');
    expect(screen.queryByRole('list', { name: 'Horários disponíveis' })).not.toBeInTheDocument();
  });

  it("follows an admin's new limits pushed live, and says why a closed day has no hours", async () => {
    const t = setup();
    await resolveForm(t);
    await pickDay(t);
    const sub = await waitFor(() => t.environment.mock.findOperation(byName('BookingFormTimesSubscription')));
    await choose(t, 'Início', '14:00');
    expect(screen.getByText('No máximo 8 horas por reserva.')).toBeInTheDocument();
    const twoToThree = { ...RULES, minDurationMinutes: 120, maxDurationMinutes: 180 };
    act(() => t.environment.mock.nextValue(sub, { data: { availabilityChanged: openDay([], twoToThree) } }));
    expect(await screen.findByText('De 2 horas a 3 horas por reserva.')).toBeInTheDocument();
    expect(await options(t, 'Fim')).toEqual(['16:00', '17:00']);
    await t.user.keyboard('{Escape}');
    const closed = { slots: [], closedReason: 'Feriado: Natal', rules: RULES };
    act(() => t.environment.mock.nextValue(sub, { data: { availabilityChanged: closed } }));
    expect(await screen.findByText('Espaço fechado nesta data: Feriado: Natal.')).toBeInTheDocument();
    expect(screen.getByText('Não há horários disponíveis para esta data')).toBeInTheDocument();
  });
});
