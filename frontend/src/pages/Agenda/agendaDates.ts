/** Business days as `yyyy-MM-dd` keys: arithmetic and labels without time zones. */

const DAY_MS = 86_400_000;

export function addDays(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + days * DAY_MS).toISOString().slice(0, 10);
}

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
