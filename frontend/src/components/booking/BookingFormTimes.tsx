import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql, usePreloadedQuery, useSubscription } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { BookingFormTimesQuery } from './__generated__/BookingFormTimesQuery.graphql';
import type { BookingFormTimesSubscription } from './__generated__/BookingFormTimesSubscription.graphql';
import Alert from '@mui/material/Alert';
import { errorCode } from '../../relay/errors';
import { bufferHint, endMinuteOf, reachableEnds, span, startSlots, timeLabel } from './bookingRules';
import type { Buffers, EndLimits, HoursConfig, Slot } from './bookingRules';

export const NO_START_TEXT = 'Não há horários disponíveis para esta data';
export const NO_END_TEXT = 'Não há horários de fim disponíveis';
export const SPACE_GONE_TEXT = 'Este espaço não está mais disponível para reservas.';
/** Available-time chips shown before '+N mais' (docs/screens.md, "Booking form"). */
const CHIPS_SHOWN = 8;

/** A booking being moved: its own hours count as free, and start chosen. */
export interface OwnRange {
  startsAt: string;
  endsAt: string;
}

/**
 * The day's slots with the moved booking's own hours free again (the server agrees), and
 * the hours only its buffers kept: within `reach` minutes (both buffers) of it. Another
 * booking's buffer may still cover such an hour; the server then refuses it and says so.
 */
export function freeOwnHours(slots: readonly Slot[], own: OwnRange | undefined, reach = 0): readonly Slot[] {
  if (!own) return slots;
  const from = Date.parse(own.startsAt);
  const to = Date.parse(own.endsAt);
  const near = reach * 60_000;
  return slots.map((s) => {
    const [start, end] = [Date.parse(s.startsAt), Date.parse(s.endsAt)];
    const own = start >= from && end <= to;
    const buffered = s.buffer && start < to + near && end > from - near;
    return !s.available && (own || buffered) ? { ...s, available: true, buffer: false } : s;
  });
}

export interface TimesProps {
  start: Slot | null;
  end: Slot | null;
  /** A new choice: the first slot and the last one (null when not chosen). */
  onChange: (start: Slot | null, end: Slot | null) => void;
  /** A refused rule to show under its select (the form moves focus there). */
  errors?: { start?: string; end?: string };
}

/** The space's rules as `availability` carries them (pushed again when an admin changes them). */
export interface DayRules extends HoursConfig, Buffers {
  readonly cancelWindowMinutes: number;
  /** Requests wait for an admin's approval before they can be paid. */
  readonly requiresApproval: boolean;
}

export const CLOSED_WEEKDAY_TEXT = 'Este espaço não abre neste dia da semana.';

/**
 * The day's hours of a space: the start and end selects and the available-time chips.
 * While shown it subscribes to the day's availability, so an hour someone else takes
 * disappears at once; `onPush` hears every pushed set of slots.
 */
export function BookingFormTimes({
  queryRef,
  spaceId,
  date,
  onPush,
  onRules,
  own,
  prefill = own,
  ...props
}: TimesProps & {
  queryRef: PreloadedQuery<BookingFormTimesQuery>;
  spaceId: string;
  date: string;
  onPush: (slots: readonly Slot[]) => void;
  /** The space's rules, at first and whenever they change. */
  onRules: (rules: DayRules) => void;
  own?: OwnRange;
  /** Hours chosen when the form opens (a moved booking's own, or those picked on the agenda). */
  prefill?: OwnRange;
}) {
  const { availability } = usePreloadedQuery<BookingFormTimesQuery>(
    graphql`
      query BookingFormTimesQuery($spaceId: ID!, $date: Date!) {
        availability(spaceId: $spaceId, date: $date) {
          # The slots go whole to onPush and the time lists.
          # eslint-disable-next-line relay/unused-fields
          slots {
            minuteOfDay
            startsAt
            endsAt
            available
            tooSoon
            withinStartHours
            buffer
          }
          closedReason
          # The rules go whole to onRules (the form checks and warns with them).
          # eslint-disable-next-line relay/unused-fields
          rules {
            minDurationMinutes
            maxDurationMinutes
            noticeMinutes
            cancelWindowMinutes
            bufferBeforeMinutes
            bufferAfterMinutes
            requiresApproval
          }
        }
      }
    `,
    queryRef,
  );
  const { rules, closedReason } = availability;
  useEffect(() => onRules(rules), [rules, onRules]);

  const reach = rules.bufferBeforeMinutes + rules.bufferAfterMinutes;
  const slots = useMemo(() => freeOwnHours(availability.slots, own, reach), [availability.slots, own, reach]);

  // The latest handlers without resubscribing when they change.
  const onPushRef = useRef(onPush);
  const ownRef = useRef(own);
  useEffect(() => {
    onPushRef.current = onPush;
    ownRef.current = own;
  }, [onPush, own]);

  // A moved booking opens with its own hours chosen, and the agenda's pick with its, once.
  const { onChange } = props;
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !prefill) return;
    prefilled.current = true;
    const from = Date.parse(prefill.startsAt);
    const to = Date.parse(prefill.endsAt);
    const first = slots.find((s) => Date.parse(s.startsAt) === from);
    const last = slots.find((s) => Date.parse(s.endsAt) === to);
    if (first && last) onChange(first, last);
  }, [prefill, slots, onChange]);

  const [gone, setGone] = useState(false);
  const subscription = useMemo<GraphQLSubscriptionConfig<BookingFormTimesSubscription>>(
    () => ({
      subscription: graphql`
        subscription BookingFormTimesSubscription($spaceId: ID!, $date: Date!) {
          availabilityChanged(spaceId: $spaceId, date: $date) {
            slots {
              minuteOfDay
              startsAt
              endsAt
              available
              tooSoon
              withinStartHours
              buffer
            }
            closedReason
            # The same rules as the query: the pushed record replaces the query's.
            rules {
              minDurationMinutes
              maxDurationMinutes
              noticeMinutes
              cancelWindowMinutes
              bufferBeforeMinutes
              bufferAfterMinutes
              requiresApproval
            }
          }
        }
      `,
      variables: { spaceId, date },
      // Availability has no id: point the query's field at the pushed record.
      updater: (store) => {
        const pushed = store.getRootField('availabilityChanged');
        if (pushed) store.getRoot().setLinkedRecord(pushed, 'availability', { spaceId, date });
      },
      onNext: (response) => {
        if (response) {
          const pushed = response.availabilityChanged;
          const pushedReach = pushed.rules.bufferBeforeMinutes + pushed.rules.bufferAfterMinutes;
          onPushRef.current(freeOwnHours(pushed.slots, ownRef.current, pushedReach));
        }
      },
      // A space deactivated or removed while the form is open ends the feed with NOT_FOUND
      // and the form says so; any other failure is only logged (docs/screens.md, "Booking
      // form"): the server checks again on submit.
      onError: (error) => {
        if (errorCode(error) === 'NOT_FOUND') setGone(true);
        else console.warn('availabilityChanged failed', error);
      },
    }),
    [spaceId, date],
  );
  useSubscription<BookingFormTimesSubscription>(subscription);

  if (gone) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {SPACE_GONE_TEXT}
        </Alert>
        <TimesPlaceholder helper={NO_START_TEXT} />
      </Stack>
    );
  }

  if (slots.length === 0) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning" role="note">
          {closedReason ? `Espaço fechado nesta data: ${closedReason}.` : CLOSED_WEEKDAY_TEXT}
        </Alert>
        <TimesPlaceholder helper={NO_START_TEXT} />
      </Stack>
    );
  }
  return <TimesFields slots={slots} config={rules} {...props} />;
}

/** The selects before a date is chosen (or while its hours load). */
export function TimesPlaceholder({ helper, error }: { helper: string; error?: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField select disabled fullWidth label="Início" value="" helperText={error ?? helper} error={Boolean(error)}>
        <MenuItem value="" />
      </TextField>
      <TextField select disabled fullWidth label="Fim" value="">
        <MenuItem value="" />
      </TextField>
    </Stack>
  );
}

/** "No máximo 8 horas por reserva." or "De 2 horas a 3 horas por reserva." */
export function durationHint({ minDurationMinutes, maxDurationMinutes }: EndLimits): string {
  return minDurationMinutes > 60
    ? `De ${span(minDurationMinutes)} a ${span(maxDurationMinutes)} por reserva.`
    : `No máximo ${span(maxDurationMinutes)} por reserva.`;
}

export function TimesFields({
  slots,
  start,
  end,
  onChange,
  config,
  errors,
}: TimesProps & { slots: readonly Slot[]; config: EndLimits & Buffers }) {
  const starts = useMemo(() => startSlots(slots, config), [slots, config]);
  const ends = useMemo(
    () => (start ? reachableEnds(slots, start.minuteOfDay, config) : []),
    [slots, start, config],
  );

  const chooseStart = (minute: number) => {
    const slot = starts.find((s) => s.minuteOfDay === minute) ?? null;
    // Keep the end when it is still reachable from the new start.
    const keep = slot && end && reachableEnds(slots, slot.minuteOfDay, config).some((e) => e.minute === endMinuteOf(end));
    onChange(slot, keep ? end : null);
  };
  const chooseEnd = (minute: number) => onChange(start, ends.find((e) => e.minute === minute)?.lastSlot ?? null);

  const startValue = start && starts.some((s) => s.minuteOfDay === start.minuteOfDay) ? String(start.minuteOfDay) : '';
  const endValue = end && ends.some((e) => e.minute === endMinuteOf(end)) ? String(endMinuteOf(end)) : '';
  const chipsId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? starts : starts.slice(0, CHIPS_SHOWN);
  const more = starts.length - shown.length;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label="Início"
          value={startValue}
          onChange={(e) => chooseStart(Number(e.target.value))}
          error={Boolean(errors?.start)}
          helperText={errors?.start ?? (starts.length === 0 ? NO_START_TEXT : bufferHint(config) || ' ')}
          data-field="start"
        >
          {starts.length === 0 ? (
            <MenuItem value="" disabled>
              {NO_START_TEXT}
            </MenuItem>
          ) : (
            starts.map((s) => (
              <MenuItem key={s.minuteOfDay} value={String(s.minuteOfDay)}>
                {timeLabel(s.minuteOfDay)}
              </MenuItem>
            ))
          )}
        </TextField>
        <TextField
          select
          fullWidth
          label="Fim"
          value={endValue}
          disabled={!start}
          onChange={(e) => chooseEnd(Number(e.target.value))}
          error={Boolean(errors?.end)}
          data-field="end"
          helperText={
            errors?.end ??
            (start && ends.length === 0
              ? NO_END_TEXT
              : start
                ? durationHint(config)
                : 'Escolha primeiro o início')
          }
        >
          {ends.length === 0 ? (
            <MenuItem value="" disabled>
              {NO_END_TEXT}
            </MenuItem>
          ) : (
            ends.map((e) => (
              <MenuItem key={e.minute} value={String(e.minute)}>
                {timeLabel(e.minute)}
              </MenuItem>
            ))
          )}
        </TextField>
      </Stack>
      {starts.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" id={chipsId} sx={{ mb: 1 }}>
            Horários disponíveis
          </Typography>
          <Box
            component="ul"
            aria-labelledby={chipsId}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
          >
            {shown.map((s) => (
              <li key={s.minuteOfDay}>
                <Chip
                  label={timeLabel(s.minuteOfDay)}
                  size="small"
                  color={start?.minuteOfDay === s.minuteOfDay ? 'primary' : 'default'}
                  variant={start?.minuteOfDay === s.minuteOfDay ? 'filled' : 'outlined'}
                  onClick={() => chooseStart(s.minuteOfDay)}
                  aria-label={`Começar às ${timeLabel(s.minuteOfDay)}`}
                  aria-pressed={start?.minuteOfDay === s.minuteOfDay}
                />
              </li>
            ))}
            {more > 0 && (
              <li>
                <Chip
                  label={`+${more} mais`}
                  size="small"
                  variant="outlined"
                  onClick={() => setExpanded(true)}
                  aria-label={`+${more} mais: mostrar todos os horários`}
                />
              </li>
            )}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
