/**
 * pt-BR formatting. Business times are always shown in the business time zone
 * (appConfig.timeZone), never the browser's own, and dates follow the user's
 * dateFormat preference.
 */

import type { DatePattern } from './dateText';

export type DateFormat = 'DD_MM_YYYY' | 'MM_DD_YYYY' | 'YYYY_MM_DD';

export const DEFAULT_DATE_FORMAT: DateFormat = 'DD_MM_YYYY';
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';

export const dateFormatLabels: Record<DateFormat, DatePattern> = {
  DD_MM_YYYY: 'dd/MM/yyyy',
  MM_DD_YYYY: 'MM/dd/yyyy',
  YYYY_MM_DD: 'yyyy-MM-dd',
};

export interface FormatOptions {
  dateFormat: DateFormat;
  timeZone: string;
}

export const defaultFormatOptions: FormatOptions = {
  dateFormat: DEFAULT_DATE_FORMAT,
  timeZone: DEFAULT_TIME_ZONE,
};

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** The wall-clock reading of an instant in the given zone. */
export function wallClock(instant: string | Date, timeZone: string): WallClock {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const out: Record<string, string> = {};
  for (const p of partsFormatter(timeZone).formatToParts(date)) out[p.type] = p.value;
  return {
    year: out.year ?? '',
    month: out.month ?? '',
    day: out.day ?? '',
    hour: out.hour ?? '',
    minute: out.minute ?? '',
  };
}

/** A date in the user's preferred format, e.g. 25/12/2025. */
export function formatDate(instant: string | Date, options: FormatOptions = defaultFormatOptions): string {
  const { year, month, day } = wallClock(instant, options.timeZone);
  switch (options.dateFormat) {
    case 'MM_DD_YYYY':
      return `${month}/${day}/${year}`;
    case 'YYYY_MM_DD':
      return `${year}-${month}-${day}`;
    default:
      return `${day}/${month}/${year}`;
  }
}

/** A time as HH:mm in the business zone. */
export function formatTime(instant: string | Date, options: FormatOptions = defaultFormatOptions): string {
  const { hour, minute } = wallClock(instant, options.timeZone);
  return `${hour}:${minute}`;
}

/** Date and time, e.g. 25/12/2025 14:00. */
export function formatDateTime(instant: string | Date, options: FormatOptions = defaultFormatOptions): string {
  return `${formatDate(instant, options)} ${formatTime(instant, options)}`;
}

// Made on first use: the first Intl formatter of a page costs a noticeable moment (locale
// data), which pages importing this module should not pay before their first render.
let currency: Intl.NumberFormat | undefined;
let integer: Intl.NumberFormat | undefined;

/** R$ 1.234,50 from a Decimal string ("1234.50") or a number. */
export function formatCurrency(value: string | number): string {
  currency ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });
  return currency.format(typeof value === 'string' ? Number(value) : value);
}

/** "7 h", "7,5 h": minutes as hours, with their fraction when there is one. */
export function formatHours(minutes: number): string {
  return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(minutes / 60)} h`;
}

/** 1.234 */
export function formatInteger(value: number): string {
  integer ??= new Intl.NumberFormat(LOCALE);
  return integer.format(value);
}

/** Initials of a full name ("Maria da Silva" → "MS"), or "U" when there is none. */
export function initials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'U';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return ((first[0] ?? '') + (last?.[0] ?? '')).toLocaleUpperCase(LOCALE);
}

/** The first name of a full name, or "Usuário" when there is none. */
export function firstName(fullName: string | null | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] || 'Usuário';
}

/** "1 reserva ativa", "2 reservas ativas": the count and the right form of the words. */
export function countOf(count: number, one: string, many: string): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`;
}

/** "1 pessoa", "8 pessoas". */
export function formatPeople(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? 'pessoa' : 'pessoas'}`;
}

/** Brazil's zones: their pt-BR names and cities as people write them (ids drop accents). */
const BRAZIL_ZONES: Record<string, [string, string]> = {
  'America/Sao_Paulo': ['Horário de Brasília', 'São Paulo'],
  'America/Bahia': ['Horário de Brasília', 'Salvador'],
  'America/Fortaleza': ['Horário de Brasília', 'Fortaleza'],
  'America/Recife': ['Horário de Brasília', 'Recife'],
  'America/Belem': ['Horário de Brasília', 'Belém'],
  'America/Maceio': ['Horário de Brasília', 'Maceió'],
  'America/Araguaina': ['Horário de Brasília', 'Araguaína'],
  'America/Santarem': ['Horário de Brasília', 'Santarém'],
  'America/Manaus': ['Horário do Amazonas', 'Manaus'],
  'America/Cuiaba': ['Horário do Amazonas', 'Cuiabá'],
  'America/Campo_Grande': ['Horário do Amazonas', 'Campo Grande'],
  'America/Porto_Velho': ['Horário do Amazonas', 'Porto Velho'],
  'America/Boa_Vista': ['Horário do Amazonas', 'Boa Vista'],
  'America/Rio_Branco': ['Horário do Acre', 'Rio Branco'],
  'America/Noronha': ['Horário de Fernando de Noronha', 'Fernando de Noronha'],
};

/** 'Horário de Brasília (São Paulo)' for a zone id: its pt-BR name and its city. */
export function timeZoneLabel(timeZone: string): string {
  const known = BRAZIL_ZONES[timeZone];
  if (known) return `${known[0]} (${known[1]})`;
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;
  try {
    const name = new Intl.DateTimeFormat('pt-BR', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return name ? `${name} (${city})` : city;
  } catch {
    return timeZone;
  }
}
