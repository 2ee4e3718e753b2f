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

/**
 * The ends reachable from `startHour`: the following slots while each starts where the
 * previous one ends and is free, at least the shortest and at most the longest booking
 * long. Each is paired with the slot it closes (its `endsAt` is the end instant).
 */
export function reachableEnds(
  slots: readonly Slot[],
  startHour: number,
  { minDurationMinutes, maxDurationMinutes }: EndLimits,
): { hour: number; lastSlot: Slot }[] {
  const from = slots.findIndex((s) => s.hour === startHour);
  const ends: { hour: number; lastSlot: Slot }[] = [];
  const first = slots[from];
  if (!first) return ends;
  let previous: Slot | null = null;
  for (const slot of slots.slice(from)) {
    if (!slot.available || (previous && slot.startsAt !== previous.endsAt)) break;
    const length = minutesBetween(first.startsAt, slot.endsAt);
    if (length > maxDurationMinutes) break;
    if (length >= minDurationMinutes) ends.push({ hour: slot.hour + 1, lastSlot: slot });
    previous = slot;
  }
  return ends;
}

/** Start options: free hours inside the start hours, not too soon, with the shortest booking free after them. */
export function startSlots(slots: readonly Slot[], config: EndLimits): Slot[] {
  return slots.filter(
    (s) => s.withinStartHours && s.available && !s.tooSoon && reachableEnds(slots, s.hour, config).length > 0,
  );
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

/** Hours between a start and the end of a last slot (real hours, across a DST change too). */
export function durationHours(start: Slot | null, end: Slot | null): number {
  return start && end ? Math.max(0, Math.round(minutesBetween(start.startsAt, end.endsAt) / 60)) : 0;
}

/**
 * The submit checks, in the spec's order (docs/screens.md, "Booking form"): the first failure, or null.
 * `nowMs` is the server's current time.
 */
export function checkBooking(choice: BookingChoice, config: HoursConfig, nowMs: number): RuleFailure | null {
  const { date, start, end } = choice;
  if (!date) return { title: 'Data obrigatória', message: 'Selecione uma data para a reserva.' };
  if (!start || !end) return { title: 'Horário obrigatório', message: 'Selecione o horário de início e fim.' };
  const length = minutesBetween(start.startsAt, end.endsAt);
  if (length <= 0) {
    return { title: 'Horário inválido', message: 'O horário de fim deve ser após o horário de início.' };
  }
  if (length > config.maxDurationMinutes) {
    return { title: 'Duração máxima excedida', message: `A reserva pode ter no máximo ${span(config.maxDurationMinutes)}.` };
  }
  if (start.tooSoon || Date.parse(start.startsAt) < nowMs + config.noticeMinutes * 60_000) {
    return {
      title: 'Horário inválido',
      message:
        config.noticeMinutes <= 0
          ? 'A reserva deve começar depois de agora.'
          : `A reserva deve ser feita com pelo menos ${span(config.noticeMinutes)} de antecedência.`,
    };
  }
  if (length < config.minDurationMinutes) {
    return { title: 'Duração mínima', message: `A reserva deve ter pelo menos ${span(config.minDurationMinutes)}.` };
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
