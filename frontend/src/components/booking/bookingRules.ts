/**
 * The booking form's rules (docs/booking-rules.md), mirrored from the server for immediate
 * feedback: the server checks every one of them again and computes the real price.
 * Hours are the business zone's local hours as `availability` reports them; instants are
 * only ever the ones the server sent.
 */

/** One hour of a day, as `availability` returns it. */
export interface Slot {
  readonly hour: number;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly available: boolean;
  readonly tooSoon: boolean;
}

/** The bookable hours, from `appConfig`. */
export interface HoursConfig {
  /** Last bookable start hour (20). */
  readonly lastStartHour: number;
  /** Latest end hour (22). */
  readonly closingHour: number;
  readonly maxBookingHours: number;
  readonly minLeadHours: number;
}

export const CANCELLATION_POLICY =
  'Cancelamentos com mais de 48 horas de antecedência têm reembolso integral; com menos de 48 horas, não há reembolso. A falta de pagamento cancela a solicitação.';

export const SLOT_TAKEN_MESSAGE = 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.';

/** Start options: free hours that are not too soon, before the last start hour's end. */
export function startSlots(slots: readonly Slot[], config: Pick<HoursConfig, 'lastStartHour'>): Slot[] {
  return slots.filter((s) => s.available && !s.tooSoon && s.hour <= config.lastStartHour);
}

/** The limits an end hour must keep: the closing hour and the longest booking. */
export type EndLimits = Pick<HoursConfig, 'closingHour' | 'maxBookingHours'>;

/**
 * The end hours reachable from `startHour` without crossing a busy hour, up to
 * `closingHour` and at most `maxBookingHours` later: each is paired with the slot it
 * closes (its `endsAt` is the end instant).
 */
export function reachableEnds(
  slots: readonly Slot[],
  startHour: number,
  { closingHour, maxBookingHours }: EndLimits,
): { hour: number; lastSlot: Slot }[] {
  const byHour = new Map(slots.map((s) => [s.hour, s]));
  const ends: { hour: number; lastSlot: Slot }[] = [];
  const last = Math.min(closingHour, startHour + maxBookingHours);
  for (let hour = startHour; hour < last; hour++) {
    const slot = byHour.get(hour);
    if (!slot || !slot.available) break;
    ends.push({ hour: hour + 1, lastSlot: slot });
  }
  return ends;
}

/** The end hours alone (see `reachableEnds`). */
export function reachableEndHours(slots: readonly Slot[], startHour: number, limits: EndLimits): number[] {
  return reachableEnds(slots, startHour, limits).map((e) => e.hour);
}

/** True when some hour of [startHour, endHour) is no longer free. */
export function rangeTaken(slots: readonly Slot[], startHour: number, endHour: number): boolean {
  const byHour = new Map(slots.map((s) => [s.hour, s]));
  for (let hour = startHour; hour < endHour; hour++) {
    if (!byHour.get(hour)?.available) return true;
  }
  return false;
}

export interface BookingChoice {
  /** The business day, yyyy-MM-dd. */
  date: string | null;
  /** The first slot. */
  start: Slot | null;
  /** The last slot (the booking ends at its `endsAt`). */
  end: Slot | null;
}

export interface RuleFailure {
  title: string;
  message: string;
}

/** The end hour of a choice (the hour after its last slot). */
export function endHourOf(end: Slot): number {
  return end.hour + 1;
}

/** Whole hours between a start and the end of a last slot. */
export function durationHours(start: Slot | null, end: Slot | null): number {
  return start && end ? Math.max(0, endHourOf(end) - start.hour) : 0;
}

/**
 * The submit checks, in the spec's order (docs/screens.md, "Booking form"): the first failure, or null.
 * `nowMs` is the server's current time.
 */
export function checkBooking(choice: BookingChoice, config: HoursConfig, nowMs: number): RuleFailure | null {
  const { date, start, end } = choice;
  if (!date) return { title: 'Data obrigatória', message: 'Selecione uma data para a reserva.' };
  if (!start || !end) return { title: 'Horário obrigatório', message: 'Selecione o horário de início e fim.' };
  if (endHourOf(end) <= start.hour) {
    return { title: 'Horário inválido', message: 'O horário de fim deve ser após o horário de início.' };
  }
  if (endHourOf(end) - start.hour > config.maxBookingHours) {
    return { title: 'Duração máxima excedida', message: `A reserva pode ter no máximo ${config.maxBookingHours} horas.` };
  }
  if (start.tooSoon || Date.parse(start.startsAt) < nowMs + config.minLeadHours * 3_600_000) {
    return {
      title: 'Horário inválido',
      message: `A reserva deve ser feita com pelo menos ${config.minLeadHours} hora${config.minLeadHours === 1 ? '' : 's'} de antecedência.`,
    };
  }
  return null;
}

/** hours × price per hour, for information only (the server computes the real price). */
export function estimatePrice(hours: number, pricePerHour: string): number {
  // Cents avoid binary-float surprises ("0.1" × 3).
  const cents = Math.round(Number(pricePerHour) * 100);
  return (hours * cents) / 100;
}

/** "08:00" for an hour of the business day. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** "1 hora", "3 horas". */
export function hoursLabel(hours: number): string {
  return `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
}

/** A random idempotency key; also where `crypto.randomUUID` is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
