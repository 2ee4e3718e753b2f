/**
 * Recurring bookings in the form (docs/scheduling.md, "Series"): the choices the form
 * keeps and the `RecurrenceInput` they become. The server checks every occurrence.
 */

import { weekdayOf as weekdayIndex } from '../../lib/dateText';

export type Frequency = 'NONE' | 'DAILY' | 'WEEKLY' | 'MONTHLY';
export type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

/** Monday first, as the business week. */
export const WEEKDAYS: readonly { value: Weekday; short: string; label: string }[] = [
  { value: 'MONDAY', short: 'Seg', label: 'segunda-feira' },
  { value: 'TUESDAY', short: 'Ter', label: 'terça-feira' },
  { value: 'WEDNESDAY', short: 'Qua', label: 'quarta-feira' },
  { value: 'THURSDAY', short: 'Qui', label: 'quinta-feira' },
  { value: 'FRIDAY', short: 'Sex', label: 'sexta-feira' },
  { value: 'SATURDAY', short: 'Sáb', label: 'sábado' },
  { value: 'SUNDAY', short: 'Dom', label: 'domingo' },
];

export const FREQUENCIES: readonly { value: Frequency; label: string }[] = [
  { value: 'NONE', label: 'Não se repete' },
  { value: 'DAILY', label: 'Todos os dias' },
  { value: 'WEEKLY', label: 'Toda semana' },
  { value: 'MONTHLY', label: 'Todo mês' },
];

/** The server's limit on one series. */
export const MAX_OCCURRENCES = 104;

export interface Repeat {
  frequency: Frequency;
  /** Weekly: the days besides the first occurrence's own. */
  weekdays: readonly Weekday[];
  end: 'COUNT' | 'UNTIL';
  count: number;
  /** 'yyyy-MM-dd' */
  until: string | null;
}

export const NO_REPEAT: Repeat = { frequency: 'NONE', weekdays: [], end: 'COUNT', count: 4, until: null };

/** The weekday of a business day ('yyyy-MM-dd'). */
export function weekdayOf(dateKey: string): Weekday {
  return WEEKDAYS[weekdayIndex(dateKey)]?.value ?? 'MONDAY';
}

/**
 * Why the repetition cannot be sent yet, or null. Mirrors the server's input rules so
 * the preview is only asked for a series it would read.
 */
export function repeatProblem(repeat: Repeat, firstDate: string | null): string | null {
  if (repeat.frequency === 'NONE') return null;
  if (repeat.end === 'COUNT') {
    if (!Number.isInteger(repeat.count) || repeat.count < 1 || repeat.count > MAX_OCCURRENCES) {
      return `Uma série tem de 1 a ${MAX_OCCURRENCES} ocorrências.`;
    }
    return null;
  }
  if (!repeat.until) return 'Informe a data final da série.';
  if (firstDate && repeat.until < firstDate) {
    return 'A data final da série deve ser igual ou posterior à primeira ocorrência.';
  }
  return null;
}

/** The `RecurrenceInput` of a repetition starting on `firstDate`. */
export function recurrenceInput(repeat: Repeat, firstDate: string) {
  const weekdays =
    repeat.frequency === 'WEEKLY' ? Array.from(new Set([weekdayOf(firstDate), ...repeat.weekdays])) : null;
  return {
    frequency: repeat.frequency === 'NONE' ? 'DAILY' : repeat.frequency,
    weekdays,
    occurrences: repeat.end === 'COUNT' ? repeat.count : null,
    until: repeat.end === 'UNTIL' ? repeat.until : null,
  } as const;
}
