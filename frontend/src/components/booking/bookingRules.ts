/**
 * The booking form's rules (docs/booking-rules.md), mirrored from the server for immediate
 * feedback: the server checks every one of them again and computes the real price.
 * Times are the business zone's local times as `availability` reports them (minutes since
 * midnight: a slot's `minuteOfDay`); instants are only ever the ones the server sent.
 */

/** One slot of a day (an hour, or half of one: the space's `slotMinutes`), as `availability` returns it. */
export interface Slot {
  /** Its local start in minutes since midnight (08:30 is 510): the slot's key in its day. */
  readonly minuteOfDay: number;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly available: boolean;
  readonly tooSoon: boolean;
  /** Inside its opening range's starts (by the range's last start), free or not. */
  readonly withinStartHours: boolean;
  /** Unavailable only for the time the space keeps free around another booking. */
  readonly buffer: boolean;
}

/** Minutes a space keeps free before and after each booking (`availability.rules`). */
export interface Buffers {
  readonly bufferBeforeMinutes: number;
  readonly bufferAfterMinutes: number;
}

/** "Este espaço mantém 15 minutos livres depois de cada reserva."; '' with no buffers. */
export function bufferHint({ bufferBeforeMinutes: before, bufferAfterMinutes: after }: Buffers): string {
  if (before === 0 && after === 0) return '';
  const gap =
    before === 0
      ? `${span(after)} livres depois de cada reserva`
      : after === 0
        ? `${span(before)} livres antes de cada reserva`
        : before === after
          ? `${span(after)} livres antes e depois de cada reserva`
          : `${span(before)} livres antes e ${span(after)} depois de cada reserva`;
  return `Este espaço mantém ${gap}.`;
}

/** The space's limits, from `availability.rules` (kept live). */
export interface HoursConfig {
  readonly minDurationMinutes: number;
  readonly maxDurationMinutes: number;
  readonly noticeMinutes: number;
}

/** "1 hora", "3 horas", "30 minutos", "1 h 30 min": the server's wording of a length. */
export function span(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return hours === 1 ? '1 hora' : `${hours} horas`;
  if (hours === 0) return rest === 1 ? '1 minuto' : `${rest} minutos`;
  return `${hours} h ${rest} min`;
}

function minutesBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 60_000;
}

export const CANCELLATION_POLICY =
  'Cancelamentos com mais de 48 horas de antecedência têm reembolso integral; com menos de 48 horas, não há reembolso. A falta de pagamento cancela a solicitação.';

export const SLOT_TAKEN_MESSAGE = 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.';

/** The limits an end must keep: the shortest and the longest booking. */
export type EndLimits = Pick<HoursConfig, 'minDurationMinutes' | 'maxDurationMinutes'>;

/** Where a booking ending with `lastSlot` ends: its local end in minutes since midnight. */
export function endMinuteOf(lastSlot: Slot): number {
  return lastSlot.minuteOfDay + minutesBetween(lastSlot.startsAt, lastSlot.endsAt);
}

/** An end a start can reach: its local minute and the slot it closes (whose `endsAt` is the end instant). */
export interface ReachableEnd {
  readonly minute: number;
  readonly lastSlot: Slot;
}

/**
 * The ends reachable from the slot starting at `startMinute`: the following slots while
 * each starts where the previous one ends and is free, at least the shortest and at most
 * the longest booking long.
 */
export function reachableEnds(
  slots: readonly Slot[],
  startMinute: number,
  { minDurationMinutes, maxDurationMinutes }: EndLimits,
): ReachableEnd[] {
  const from = slots.findIndex((s) => s.minuteOfDay === startMinute);
  const ends: ReachableEnd[] = [];
  const first = slots[from];
  if (!first) return ends;
  let previous: Slot | null = null;
  for (const slot of slots.slice(from)) {
    if (!slot.available || (previous && slot.startsAt !== previous.endsAt)) break;
    const length = minutesBetween(first.startsAt, slot.endsAt);
    if (length > maxDurationMinutes) break;
    if (length >= minDurationMinutes) ends.push({ minute: endMinuteOf(slot), lastSlot: slot });
    previous = slot;
  }
  return ends;
}

/** Start options: free slots inside the start hours, not too soon, with the shortest booking free after them. */
export function startSlots(slots: readonly Slot[], config: EndLimits): Slot[] {
  return slots.filter(
    (s) => s.withinStartHours && s.available && !s.tooSoon && reachableEnds(slots, s.minuteOfDay, config).length > 0,
  );
}

/** The end minutes alone (see `reachableEnds`). */
export function reachableEndMinutes(slots: readonly Slot[], startMinute: number, limits: EndLimits): number[] {
  return reachableEnds(slots, startMinute, limits).map((e) => e.minute);
}

/**
 * True when the slots from `start` through `last` (as the day now stands) are no longer
 * all there, free and back to back.
 */
export function rangeTaken(slots: readonly Slot[], start: Slot, last: Slot): boolean {
  const from = slots.findIndex((s) => s.minuteOfDay === start.minuteOfDay);
  const to = slots.findIndex((s) => s.minuteOfDay === last.minuteOfDay);
  if (from < 0 || to < from) return true;
  return slots
    .slice(from, to + 1)
    .some((s, i, run) => !s.available || (i > 0 && s.startsAt !== run[i - 1]!.endsAt));
}

export interface BookingChoice {
  /** The business day, yyyy-MM-dd. */
  date: string | null;
  /** The first slot. */
  start: Slot | null;
  /** The last slot (the booking ends at its `endsAt`). */
  end: Slot | null;
}

/** The form field a refused rule is about: its error shows there and it takes focus. */
export type BookingField = 'date' | 'start' | 'end';

export interface RuleFailure {
  title: string;
  message: string;
  field: BookingField;
}

/** Minutes between a start and the end of a last slot (real minutes, across a DST change too). */
export function durationMinutes(start: Slot | null, end: Slot | null): number {
  return start && end ? Math.max(0, minutesBetween(start.startsAt, end.endsAt)) : 0;
}

/**
 * The submit checks, in the spec's order (docs/screens.md, "Booking form"): the first failure, or null.
 * `nowMs` is the server's current time.
 */
export function checkBooking(choice: BookingChoice, config: HoursConfig, nowMs: number): RuleFailure | null {
  const { date, start, end } = choice;
  if (!date) return { title: 'Data obrigatória', message: 'Selecione uma data para a reserva.', field: 'date' };
  if (!start || !end) {
    return { title: 'Horário obrigatório', message: 'Selecione o horário de início e fim.', field: start ? 'end' : 'start' };
  }
  const length = minutesBetween(start.startsAt, end.endsAt);
  if (length <= 0) {
    return { title: 'Horário inválido', message: 'O horário de fim deve ser após o horário de início.', field: 'end' };
  }
  if (length > config.maxDurationMinutes) {
    return {
      title: 'Duração máxima excedida',
      message: `A reserva pode ter no máximo ${span(config.maxDurationMinutes)}.`,
      field: 'end',
    };
  }
  if (start.tooSoon || Date.parse(start.startsAt) < nowMs + config.noticeMinutes * 60_000) {
    return {
      title: 'Horário inválido',
      message:
        config.noticeMinutes <= 0
          ? 'A reserva deve começar depois de agora.'
          : `A reserva deve ser feita com pelo menos ${span(config.noticeMinutes)} de antecedência.`,
      field: 'start',
    };
  }
  if (length < config.minDurationMinutes) {
    return {
      title: 'Duração mínima',
      message: `A reserva deve ter pelo menos ${span(config.minDurationMinutes)}.`,
      field: 'end',
    };
  }
  return null;
}

/**
 * Length × price per hour, for information only (the server computes the real price the
 * same way: in cents, a half cent rounding up).
 */
export function estimatePrice(minutes: number, pricePerHour: string): number {
  // Cents avoid binary-float surprises ("0.1" × 3).
  const cents = Math.round(Number(pricePerHour) * 100);
  return Math.floor((minutes * cents + 30) / 60) / 100;
}

/** "08:00", "08:30", "24:00" for a local time in minutes since midnight. */
export function timeLabel(minuteOfDay: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

/** A random idempotency key; also where `crypto.randomUUID` is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
