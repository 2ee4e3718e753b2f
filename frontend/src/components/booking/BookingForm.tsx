import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useSessionStore } from '../../auth/SessionProvider';
import { addDays } from '../../lib/dateText';
import { countOf, formatCurrency } from '../../lib/format';
import { limitsNotice } from '../../lib/quotas';
import { businessDate, serverNow } from '../../lib/serverTime';
import { describeError, errorCode } from '../../relay/errors';
import { DateField } from '../DateField';
import type { DateRefusal } from '../DateField';
import { useFormatters, useTextLimits } from '../FormatProvider';
import { useToast } from '../ToastProvider';
import type { BookingFormQuery } from './__generated__/BookingFormQuery.graphql';
import type { useCreateBookingMutation$data } from './__generated__/useCreateBookingMutation.graphql';
import BookingFormTimesQueryNode from './__generated__/BookingFormTimesQuery.graphql';
import type { BookingFormTimesQuery } from './__generated__/BookingFormTimesQuery.graphql';
import { BookedStep } from './BookedStep';
import type { SeriesPlan } from './SeriesFields';
import { NO_REPEAT, recurrenceInput, repeatProblem } from './series';
import type { Repeat } from './series';
import { RepeatField } from './RepeatField';
import { useCreateBookingSeriesMutation, useRescheduleBookingSeriesMutation } from './useSeriesMutations';
import type { useSeriesMutationsCreateMutation$data } from './__generated__/useSeriesMutationsCreateMutation.graphql';
import { BookingFormTimes, TimesPlaceholder } from './BookingFormTimes';
import type { DayRules, OwnRange } from './BookingFormTimes';
import {
  CANCELLATION_POLICY,
  SLOT_TAKEN_MESSAGE,
  checkBooking,
  durationMinutes,
  estimatePrice,
  newIdempotencyKey,
  rangeTaken,
  span,
} from './bookingRules';
import type { BookingField, RuleFailure, Slot } from './bookingRules';
import { useCreateBookingMutation } from './useCreateBookingMutation';
import { useRescheduleBookingMutation } from './useRescheduleBookingMutation';

// What only a series needs is loaded when the form first shows it: a single booking, the
// usual case, opens without it (docs/operations.md, "The web app's weight").
const loadSeriesFields = () => import('./SeriesFields');
const SeriesFields = lazy(() => loadSeriesFields().then((m) => ({ default: m.SeriesFields })));
const SeriesPreview = lazy(() => loadSeriesFields().then((m) => ({ default: m.SeriesPreview })));
const SeriesBookedStep = lazy(() => import('./SeriesBookedStep').then((m) => ({ default: m.SeriesBookedStep })));
const SeriesScopeField = lazy(() => import('./SeriesScopeField').then((m) => ({ default: m.SeriesScopeField })));

export const SAME_SLOT_MESSAGE = 'Escolha um horário diferente do atual.';
export const APPROVAL_NOTICE =
  'Este espaço exige aprovação: seu pedido guarda o horário até a decisão da administração, que avisa por e-mail. O pagamento vem depois da aprovação.';

/** The booking a form moves instead of creating one ('Reagendar'). */
export interface RescheduleTarget {
  bookingId: string;
  status: string;
  startsAt: string;
  endsAt: string;
  totalPrice: string;
  /** An occurrence of a series: the form offers to move the later ones with it. */
  inSeries?: boolean;
  /** An admin moves someone's booking: the owner's window binds the owner, not the admin. */
  byAdmin?: boolean;
  /** Whose booking it is, when it is not the viewer's own (an admin's move). */
  owner?: string;
}

/**
 * A date the field refuses as typed (docs/accessibility.md, "Forms"): said under the
 * field at once, except a date still being typed, which is judged on submit.
 */
function dateProblem(reason: DateRefusal | null, horizonDays: number): string | null {
  switch (reason) {
    case null:
      return null;
    case 'minDate':
      return 'Escolha uma data a partir de hoje.';
    case 'maxDate':
      return `Reservas podem ser feitas com até ${horizonDays} dias de antecedência.`;
    case 'shouldDisableDate':
      return 'Este espaço não abre nesta data. Escolha outro dia.';
    case 'invalidDate':
      return 'Data inválida. Use o formato dd/mm/aaaa.';
  }
}

/** The control that takes focus when a rule refuses `field`. */
function focusField(form: HTMLElement | null, field: BookingField) {
  const at = form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  const target = at?.querySelector<HTMLElement>('[role="combobox"], [role="spinbutton"], input:not([aria-hidden="true"])');
  target?.focus();
}


export interface BookingFormProps {
  queryRef: PreloadedQuery<BookingFormQuery>;
  spaceId: string;
  onClose: () => void;
  /** After the booking was requested, paid or moved. */
  onBooked?: () => void;
  /** Move this booking rather than request a new one. */
  reschedule?: RescheduleTarget;
  /** Open on these hours (picked on the agenda). */
  preset?: OwnRange;
}

/**
 * Date, start and end hours (from the server's `availability`, kept live), notes, the
 * duration and price for information, and the cancellation policy. Submitting checks the
 * spec's rules in order, then sends the instants the server gave for the chosen slots.
 */
export default function BookingForm({ queryRef, spaceId, onClose, onBooked, reschedule, preset }: BookingFormProps) {
  const { space, appConfig } = usePreloadedQuery<BookingFormQuery>(
    graphql`
      query BookingFormQuery($spaceId: ID!) {
        space(id: $spaceId) {
          name
          capacity
          pricePerHour
          isActive
          firstFreeDate
          bookingRules {
            minDurationMinutes
            maxDurationMinutes
            noticeMinutes
            horizonDays
            cancelWindowMinutes
            bufferBeforeMinutes
            bufferAfterMinutes
            requiresApproval
            openingHours {
              # Only whether a weekday has ranges matters here (closed weekdays).
              # eslint-disable-next-line relay/unused-fields
              ranges {
                opens
              }
            }
          }
          upcomingClosures {
            startsOn
            endsOn
          }
          # The limits go whole to limitsNotice.
          # eslint-disable-next-line relay/unused-fields
          bookingLimits {
            metric
            period
            max
            acrossSpaces
          }
        }
        appConfig {
          timeZone
        }
      }
    `,
    queryRef,
  );
  const session = useSessionStore();
  const toast = useToast();
  const format = useFormatters();
  const { notesMax } = useTextLimits();
  const [create, creating] = useCreateBookingMutation();
  const [move, movingOne] = useRescheduleBookingMutation();
  const [moveSeries, movingSeries] = useRescheduleBookingSeriesMutation();
  const moving = movingOne || movingSeries;
  const [following, setFollowing] = useState(false);
  const [booked, setBooked] = useState<useCreateBookingMutation$data['createBooking']['booking'] | null>(null);
  const [createSeries, creatingSeries] = useCreateBookingSeriesMutation();
  const [bookedSeries, setBookedSeries] = useState<useSeriesMutationsCreateMutation$data['createBookingSeries'] | null>(
    null,
  );
  const [repeat, setRepeat] = useState<Repeat>(NO_REPEAT);
  const [skip, setSkip] = useState<readonly string[]>([]);
  const [plan, setPlan] = useState<SeriesPlan | null>(null);
  const [previewKey, setPreviewKey] = useState(0);
  const [timesRef, loadTimes] = useQueryLoader<BookingFormTimesQuery>(BookingFormTimesQueryNode);

  const [idempotencyKey] = useState(newIdempotencyKey);
  const [today] = useState(() => businessDate(serverNow(session.accessToken()), appConfig.timeZone));
  // The space's rules: as the form opened, then as each day's availability brings them
  // (an admin's change arrives live).
  const [rules, setRules] = useState<DayRules>(() => ({
    minDurationMinutes: space?.bookingRules.minDurationMinutes ?? 60,
    maxDurationMinutes: space?.bookingRules.maxDurationMinutes ?? 480,
    noticeMinutes: space?.bookingRules.noticeMinutes ?? 60,
    cancelWindowMinutes: space?.bookingRules.cancelWindowMinutes ?? 120,
    bufferBeforeMinutes: space?.bookingRules.bufferBeforeMinutes ?? 0,
    bufferAfterMinutes: space?.bookingRules.bufferAfterMinutes ?? 0,
    requiresApproval: space?.bookingRules.requiresApproval ?? false,
  }));
  const onRules = useCallback((next: DayRules) => setRules(next), []);
  const horizonDays = space?.bookingRules.horizonDays ?? 180;
  const lastDay = useMemo(() => addDays(today, horizonDays), [today, horizonDays]);
  const closedWeekdays = useMemo(
    () => (space?.bookingRules.openingHours ?? []).map((day) => day.ranges.length === 0),
    [space],
  );
  const closures = space?.upcomingClosures;
  const limits = limitsNotice(space?.bookingLimits ?? []);
  // Past days, weekdays the space never opens and closed dates cannot be picked.
  const unavailableDay = useCallback(
    (key: string, weekday: number) =>
      key < today ||
      closedWeekdays[weekday] === true ||
      (closures ?? []).some((c) => c.startsOn <= key && key <= c.endsOn),
    [today, closedWeekdays, closures],
  );
  // Rescheduling opens on the booking's own day, its hours chosen; the agenda's pick on its
  // day and hours; booking, on the first day with an hour left (today when possible).
  const chosen = reschedule ?? preset;
  const [initialDate] = useState(() =>
    chosen ? businessDate(Date.parse(chosen.startsAt), appConfig.timeZone) : (space?.firstFreeDate ?? null),
  );
  const [day, setDay] = useState<string | null>(initialDate);
  const [date, setDate] = useState<string | null>(initialDate);
  const [start, setStart] = useState<Slot | null>(null);
  const [end, setEnd] = useState<Slot | null>(null);
  const [notes, setNotes] = useState('');
  const [taken, setTaken] = useState(false);
  // A refused rule, shown under its field (and announced by the toast) until the choice changes.
  const [invalid, setInvalid] = useState<RuleFailure | null>(null);
  const [dateReason, setDateReason] = useState<DateRefusal | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);

  const onDayChange = (value: string | null, reason: DateRefusal | null) => {
    setDay(value);
    setInvalid(null);
    setDateReason(reason);
    // A date the field refuses (typed in the past, beyond the horizon…) loads no hours.
    const key = reason ? null : value;
    if (key === date) return;
    setDate(key);
    setStart(null);
    setEnd(null);
    setTaken(false);
    if (key) loadTimes({ spaceId, date: key }, { fetchPolicy: 'store-and-network' });
  };

  const onTimesChange = useCallback((nextStart: Slot | null, nextEnd: Slot | null) => {
    setStart(nextStart);
    setEnd(nextEnd);
    setTaken(false);
    setInvalid(null);
    // Other times, other occurrences taken: skips are chosen again.
    setSkip([]);
  }, []);
  const onRepeatChange = (next: Repeat) => {
    setRepeat(next);
    setSkip([]);
  };
  const repeating = !reschedule && repeat.frequency !== 'NONE';
  const seriesProblem = repeating ? repeatProblem(repeat, date) : null;

  // Someone else took a chosen hour: clear the choice and say so, rather than failing on
  // submit. Our own booking's push (while submitting) is not news.
  const startRef = useRef(start);
  const endRef = useRef(end);
  useEffect(() => {
    startRef.current = start;
    endRef.current = end;
  }, [start, end]);
  const onPush = useCallback((slots: readonly Slot[]) => {
    const s = startRef.current;
    if (submitting.current || !s) return;
    const e = endRef.current;
    if (rangeTaken(slots, s, e ?? s)) {
      setStart(null);
      setEnd(null);
      setTaken(true);
    }
  }, []);

  useEffect(() => {
    if (initialDate) loadTimes({ spaceId, date: initialDate }, { fetchPolicy: 'store-and-network' });
  }, [initialDate, spaceId, loadTimes]);

  // What the date field says under it: a refused rule, else a date the field refuses.
  const dateMessage = invalid?.field === 'date' ? invalid.message : dateReason === 'invalidDate' ? null : dateProblem(dateReason, horizonDays);
  const timeErrors = useMemo(
    () => ({
      start: invalid?.field === 'start' ? invalid.message : undefined,
      end: invalid?.field === 'end' ? invalid.message : undefined,
    }),
    [invalid],
  );
  const minutes = durationMinutes(start, end);
  const price = minutes > 0 ? estimatePrice(minutes, space?.pricePerHour ?? '0') : 0;
  // Within the cancellation window at once: say so before it is too late to choose again.
  const notCancellable =
    start !== null &&
    Date.parse(start.startsAt) - serverNow(session.accessToken()) <= rules.cancelWindowMinutes * 60_000;

  // Refused because an hour was taken meanwhile (live updates may be down): show the day
  // as the server has it now, and ask for a new choice.
  const refused = (error: unknown) => {
    if (errorCode(error) !== 'CONFLICT' || !date) return;
    setStart(null);
    setEnd(null);
    loadTimes({ spaceId, date }, { fetchPolicy: 'network-only' });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const typed = dateProblem(dateReason, horizonDays);
    const failure: RuleFailure | null = typed
      ? { title: 'Data inválida', message: typed, field: 'date' }
      : checkBooking({ date, start, end }, rules, serverNow(session.accessToken()));
    if (failure || !start || !end) {
      if (failure) {
        // Under its field (tied by aria-describedby), in the live region, and focus on it.
        setInvalid(failure);
        toast({ title: failure.title, description: failure.message, variant: 'destructive' });
        requestAnimationFrame(() => focusField(formRef.current, failure.field));
      }
      return;
    }
    if (reschedule && start.startsAt === reschedule.startsAt && end.endsAt === reschedule.endsAt) {
      toast({ title: 'Horário inválido', description: SAME_SLOT_MESSAGE, variant: 'destructive' });
      return;
    }
    if (repeating && date) {
      if (seriesProblem) {
        toast({ title: 'Série inválida', description: seriesProblem, variant: 'destructive' });
        return;
      }
      if (!plan || plan.unresolved.length > 0) {
        toast({
          title: 'Ocorrência indisponível',
          description: plan
            ? 'Marque “Pular” nas ocorrências que não estão livres, ou mude a série.'
            : 'Aguarde a lista de ocorrências.',
          variant: 'destructive',
        });
        return;
      }
      submitting.current = true;
      try {
        const written = await createSeries({
          variables: {
            input: {
              spaceId,
              startsAt: start.startsAt,
              endsAt: end.endsAt,
              recurrence: recurrenceInput(repeat, date),
              skip: [...skip],
              notes: notes.trim() || null,
              idempotencyKey,
            },
          },
        });
        setBookedSeries(written.createBookingSeries);
        onBooked?.();
      } catch (error) {
        submitting.current = false;
        setPreviewKey((k) => k + 1);
        const { title, message } = describeError(error, 'Erro ao reservar a série');
        toast({ title, description: message, variant: 'destructive' });
      }
      return;
    }
    submitting.current = true;
    if (reschedule) {
      try {
        const input = { bookingId: reschedule.bookingId, startsAt: start.startsAt, endsAt: end.endsAt, idempotencyKey };
        if (following) {
          const moved = (await moveSeries({ variables: { input } })).rescheduleBookingSeries.bookings;
          const first = moved[0];
          toast({
            title: 'Série reagendada',
            description: first
              ? `${countOf(moved.length, 'reserva movida', 'reservas movidas')}, a partir de ${format.date(first.startsAt)}, ${format.time(first.startsAt)}–${format.time(first.endsAt)}.`
              : 'Nenhuma reserva foi movida.',
          });
        } else {
          const b = (await move({ variables: { input } })).rescheduleBooking.booking;
          toast({
            title: 'Reserva reagendada',
            description: `${b.space.name}, ${format.date(b.startsAt)}, ${format.time(b.startsAt)}–${format.time(b.endsAt)}.`,
          });
        }
        onBooked?.();
        onClose();
      } catch (error) {
        submitting.current = false;
        refused(error);
        const { title, message } = describeError(error, 'Erro ao reagendar reserva');
        toast({ title, description: message, variant: 'destructive' });
      }
      return;
    }
    try {
      const created = await create({
        variables: {
          input: {
            spaceId,
            startsAt: start.startsAt,
            endsAt: end.endsAt,
            notes: notes.trim() || null,
            idempotencyKey,
          },
        },
      });
      setBooked(created.createBooking.booking);
      onBooked?.();
    } catch (error) {
      submitting.current = false;
      refused(error);
      const { title, message } = describeError(error, 'Erro ao fazer reserva');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  if (booked) return <BookedStep booking={booked} onClose={onClose} onPaid={onBooked} />;
  if (bookedSeries) {
    return (
      <Suspense fallback={<DialogContent aria-busy="true" />}>
        <SeriesBookedStep written={bookedSeries} onClose={onClose} onPaid={onBooked} />
      </Suspense>
    );
  }

  if (!space || !space.isActive) {
    return (
      <>
        <DialogContent>
          <Alert severity="warning" role="note">
            Este espaço não está disponível para reservas.
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Fechar</Button>
        </DialogActions>
      </>
    );
  }

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(e: FormEvent) => void onSubmit(e)}
      sx={{ display: 'contents' }}
    >
      {/* Outside the scrolling content: the space stays in view. */}
      <Typography color="text.secondary" sx={{ px: 3, pb: 1.5, mt: -1 }}>
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {space.name}
        </Box>{' '}
        · {formatCurrency(space.pricePerHour)}/hora · até {space.capacity} {space.capacity === 1 ? 'pessoa' : 'pessoas'}
        {reschedule?.owner && ` · reserva de ${reschedule.owner}`}
      </Typography>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <DateField
            label="Data"
            value={day}
            onChange={onDayChange}
            min={today}
            max={lastDay}
            disabledDay={unavailableDay}
            required
            fullWidth
            error={Boolean(dateMessage)}
            helperText={dateMessage ?? undefined}
            // Where a refused date's focus goes (focusField).
            field="date"
          />
          {taken && (
            <Alert severity="warning" role="alert">
              {SLOT_TAKEN_MESSAGE}
            </Alert>
          )}
          {date && timesRef ? (
            <Suspense fallback={<TimesPlaceholder helper="Carregando horários..." />}>
              <BookingFormTimes
                queryRef={timesRef}
                spaceId={spaceId}
                date={date}
                onPush={onPush}
                start={start}
                end={end}
                onChange={onTimesChange}
                onRules={onRules}
                own={reschedule}
                prefill={date === initialDate ? chosen : undefined}
                errors={timeErrors}
              />
            </Suspense>
          ) : (
            <TimesPlaceholder helper="Selecione uma data" error={invalid?.field === 'start' ? invalid.message : undefined} />
          )}
          {reschedule?.inSeries && (
            <Suspense fallback={null}>
              <SeriesScopeField action="move" following={following} onChange={setFollowing} />
            </Suspense>
          )}
          {/* A move changes one booking (or a series' later ones); only a new booking can repeat. */}
          {!reschedule && <RepeatField repeat={repeat} onChange={onRepeatChange} onFocus={() => void loadSeriesFields()} />}
          {repeating && (
            <Suspense fallback={null}>
              <SeriesFields repeat={repeat} onChange={onRepeatChange} firstDate={date} problem={seriesProblem} />
            </Suspense>
          )}
          {repeating && date && start && end && !seriesProblem && (
            <Suspense fallback={<Typography color="text.secondary">Verificando as ocorrências...</Typography>}>
              <SeriesPreview
                spaceId={spaceId}
                startsAt={start.startsAt}
                endsAt={end.endsAt}
                firstDate={date}
                repeat={repeat}
                skip={skip}
                onSkip={setSkip}
                onPlan={setPlan}
                fetchKey={previewKey}
              />
            </Suspense>
          )}
          <Box
            aria-live="polite"
            sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
          >
            <div>
              <Typography variant="caption" color="text.secondary" component="div">
                Duração
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{minutes > 0 ? span(minutes) : '—'}</Typography>
            </div>
            <div>
              <Typography variant="caption" color="text.secondary" component="div">
                Valor total
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{minutes > 0 ? formatCurrency(price) : '—'}</Typography>
            </div>
            {reschedule?.status === 'CONFIRMED' && minutes > 0 && (
              <div>
                <Typography variant="caption" color="text.secondary" component="div">
                  Diferença
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{priceDifference(price, Number(reschedule.totalPrice))}</Typography>
              </div>
            )}
            <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-end', flexBasis: '100%' }}>
              {minutes > 0
                ? `${span(minutes)} × ${formatCurrency(space.pricePerHour)}; o valor é confirmado ao ${reschedule ? 'reagendar' : 'reservar'}.`
                : 'Escolha o início e o fim para ver a duração e o valor.'}
            </Typography>
          </Box>
          {/* A move keeps the booking's notes: rescheduling changes only the slot. */}
          {!reschedule && (
            <TextField
              label="Observações (opcional)"
              multiline
              minRows={2}
              value={notes}
              onChange={(e) => setNotes(e.target.value.slice(0, notesMax))}
              helperText={`${notes.length}/${notesMax}`}
              slotProps={{ htmlInput: { maxLength: notesMax } }}
            />
          )}
          {notCancellable && (
            <Alert severity="warning" role="note">
              {reschedule?.byAdmin
                ? `Começa em menos de ${span(rules.cancelWindowMinutes)}: depois de reagendada, quem reservou não poderá cancelá-la nem reagendá-la.`
                : `Começa em menos de ${span(rules.cancelWindowMinutes)}: depois de ${reschedule ? 'reagendada' : 'feita'}, esta reserva não poderá ser cancelada nem reagendada.`}
            </Alert>
          )}
          {rules.requiresApproval && !reschedule && (
            <Alert severity="info" role="note">
              {APPROVAL_NOTICE}
            </Alert>
          )}
          {/* A standing notice, not news: read in place, never interrupting (role=note). */}
          <Alert severity="info" variant="outlined" role="note">
            {CANCELLATION_POLICY}
            {limits && <Box sx={{ mt: 0.5 }}>{limits}</Box>}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        {/* 'Cancelar' beside a booking being moved could read as cancelling it. */}
        <Button onClick={onClose}>{reschedule ? 'Voltar' : 'Cancelar'}</Button>
        {reschedule ? (
          <Button type="submit" variant="contained" disabled={moving}>
            {moving ? 'Reagendando...' : 'Reagendar'}
          </Button>
        ) : (
          <Button type="submit" variant="contained" disabled={creating || creatingSeries}>
            {submitLabel(creating || creatingSeries, repeating, rules.requiresApproval)}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}

/** The create button: a request on a space that requires approval says so. */
function submitLabel(busy: boolean, repeating: boolean, approval: boolean): string {
  if (busy) return approval ? 'Enviando...' : 'Reservando...';
  if (approval) return repeating ? 'Solicitar série' : 'Solicitar reserva';
  return repeating ? 'Reservar série' : 'Reservar';
}

/** A confirmed booking's move: what is charged (+) or refunded (−), or nothing. */
function priceDifference(next: number, paid: number): string {
  const cents = Math.round(next * 100) - Math.round(paid * 100);
  if (cents === 0) return 'Sem diferença';
  return cents > 0
    ? `+ ${formatCurrency(cents / 100)} (cobrado ao reagendar)`
    : `− ${formatCurrency(-cents / 100)} (reembolsado ao reagendar)`;
}
