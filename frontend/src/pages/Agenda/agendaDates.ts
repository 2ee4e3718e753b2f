/** Business days as `yyyy-MM-dd` keys: arithmetic and labels without time zones. */

export { addDays } from '../../lib/dateText';

export const isDateKey = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
const short = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });

/** 'quarta-feira' for a day key. */
export function weekdayOf(key: string): string {
  return weekday.format(new Date(`${key}T12:00:00Z`));
}

/** 'qua.' for a day key. */
export function shortWeekdayOf(key: string): string {
  return short.format(new Date(`${key}T12:00:00Z`));
}

/** Noon UTC of a day key: an instant that falls on that day in every business zone we serve. */
export const noonOf = (key: string) => `${key}T12:00:00Z`;
