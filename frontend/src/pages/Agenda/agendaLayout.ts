import { wallClock } from '../../lib/format';
import { businessDate } from '../../lib/serverTime';

/** A row's hour as the agenda reads it (the booking form's availability). */
export interface AgendaSlot {
  readonly minuteOfDay: number;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly available: boolean;
  readonly canStart: boolean;
}

/** The hours across the grid: from the earliest opening to the latest closing of its rows. */
export interface Timeline {
  /** Minutes since midnight of the first column. */
  readonly start: number;
  readonly end: number;
  /** Minutes per column: the shortest slot of any row (30 or 60). */
  readonly unit: number;
  readonly columns: number;
}

const DEFAULT_TIMELINE: Timeline = { start: 8 * 60, end: 22 * 60, unit: 60, columns: 14 };

const minutesOf = (slot: AgendaSlot) => (Date.parse(slot.endsAt) - Date.parse(slot.startsAt)) / 60_000;

/** The timeline of rows' slots; 08:00–22:00 by hours when no row opens. */
export function timeline(rows: readonly { readonly slots: readonly AgendaSlot[] }[]): Timeline {
  let start = Infinity;
  let end = -Infinity;
  let unit = 60;
  for (const row of rows) {
    for (const slot of row.slots) {
      const length = minutesOf(slot);
      start = Math.min(start, slot.minuteOfDay);
      end = Math.max(end, slot.minuteOfDay + length);
      unit = Math.min(unit, length);
    }
  }
  if (!Number.isFinite(start)) return DEFAULT_TIMELINE;
  start = Math.floor(start / 60) * 60;
  end = Math.ceil(end / 60) * 60;
  return { start, end, unit, columns: (end - start) / unit };
}

/** The CSS grid lines (1: the row's header) a span of local minutes covers, clamped to the timeline. */
export function gridColumn(t: Timeline, from: number, to: number): string {
  const clamp = (m: number) => Math.min(Math.max(m, t.start), t.end);
  const first = 2 + Math.round((clamp(from) - t.start) / t.unit);
  const last = 2 + Math.round((clamp(to) - t.start) / t.unit);
  return `${first} / ${Math.max(last, first + 1)}`;
}

/** An instant's local minutes since the start of business day `date` (negative before it, past 1440 after). */
export function minuteOn(instant: string, date: string, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const minutes = Number(clock.hour) * 60 + Number(clock.minute);
  const day = businessDate(Date.parse(instant), timeZone);
  if (day < date) return minutes - 24 * 60;
  if (day > date) return minutes + 24 * 60;
  return minutes;
}

/** The hour labels over the grid: one per whole hour of the timeline. */
export function hourLabels(t: Timeline): { minute: number; label: string }[] {
  const labels = [];
  for (let m = t.start; m < t.end; m += 60) labels.push({ minute: m, label: `${String(m / 60).padStart(2, '0')}:00` });
  return labels;
}

export interface Pick {
  /** Index of the first slot. */
  readonly from: number;
  /** Index of the last slot (included). */
  readonly to: number;
}

/**
 * The hours from `anchor` toward `focus` a booking could take: the anchor must be where a
 * booking can start; later hours follow while each is available, up to `maxMinutes`.
 * Dragging left of the anchor picks nothing more than the anchor. Null when the anchor
 * cannot start a booking.
 */
export function pick(slots: readonly AgendaSlot[], anchor: number, focus: number, maxMinutes: number): Pick | null {
  const first = slots[anchor];
  if (!first?.canStart) return null;
  let to = anchor;
  let minutes = minutesOf(first);
  while (to < focus) {
    const next = slots[to + 1];
    if (!next || !next.available || next.startsAt !== slots[to]?.endsAt) break;
    if (minutes + minutesOf(next) > maxMinutes) break;
    minutes += minutesOf(next);
    to += 1;
  }
  return { from: anchor, to };
}

/** A pick grown to the shortest booking, if the hours after it allow (a single click). */
export function atLeast(slots: readonly AgendaSlot[], chosen: Pick, minMinutes: number, maxMinutes: number): Pick {
  let minutes = 0;
  for (let i = chosen.from; i <= chosen.to; i++) minutes += minutesOf(slots[i]!);
  if (minutes >= minMinutes) return chosen;
  let far = chosen.to;
  while (far < slots.length - 1 && minutes < minMinutes) {
    far += 1;
    minutes += minutesOf(slots[far]!);
  }
  return pick(slots, chosen.from, far, maxMinutes) ?? chosen;
}

/** The slot of `slots` nearest to local minute `minute` (for moving between rows). */
export function nearest(slots: readonly AgendaSlot[], minute: number): number {
  let best = 0;
  let distance = Infinity;
  slots.forEach((s, i) => {
    const d = Math.abs(s.minuteOfDay - minute);
    if (d < distance) {
      best = i;
      distance = d;
    }
  });
  return best;
}
