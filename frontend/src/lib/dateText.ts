/**
 * A calendar day typed as text (dd/mm/aaaa, mm/dd/aaaa or aaaa-mm-dd) and the business day
 * it names (yyyy-MM-dd). Plain string work: no Date, so no time zone can shift the day.
 */

/** The orders a date field accepts (the user's date format, lib/format.ts). */
export type DatePattern = 'dd/MM/yyyy' | 'MM/dd/yyyy' | 'yyyy-MM-dd';

type Part = 'd' | 'm' | 'y';

interface Layout {
  parts: readonly Part[];
  sep: string;
}

const LAYOUTS: Record<DatePattern, Layout> = {
  'dd/MM/yyyy': { parts: ['d', 'm', 'y'], sep: '/' },
  'MM/dd/yyyy': { parts: ['m', 'd', 'y'], sep: '/' },
  'yyyy-MM-dd': { parts: ['y', 'm', 'd'], sep: '-' },
};

const width = (part: Part) => (part === 'y' ? 4 : 2);

/** What the empty field shows: the pattern in pt-BR letters (dd/mm/aaaa). */
export function datePlaceholder(pattern: DatePattern): string {
  const { parts, sep } = LAYOUTS[pattern];
  return parts.map((p) => (p === 'y' ? 'aaaa' : p === 'm' ? 'mm' : 'dd')).join(sep);
}

/**
 * What the field shows after a keystroke: the digits typed, with the separators put in.
 * A separator typed after one digit of a day or month closes it ("1/3/" → "01/03/").
 */
export function maskDate(raw: string, pattern: DatePattern): string {
  const { parts, sep } = LAYOUTS[pattern];
  const ends = parts.reduce<number[]>((acc, p) => [...acc, (acc.at(-1) ?? 0) + width(p)], []);
  const total = ends.at(-1) ?? 8;
  // Letters go; a separator of any kind (/ - . space) ends the part before it.
  const pieces = raw.replace(/[^\d/.\-\s]/g, '').split(/[/.\-\s]+/);
  let digits = '';
  pieces.forEach((piece, i) => {
    digits += piece;
    const closed = i < pieces.length - 1 && piece !== '';
    const at = ends.findIndex((end) => end >= digits.length);
    if (closed && at >= 0 && digits.length < ends[at]! && parts[at] !== 'y') {
      const start = ends[at]! - width(parts[at]!);
      digits = digits.slice(0, start) + digits.slice(start).padStart(width(parts[at]!), '0');
    }
  });
  digits = digits.slice(0, total);
  let out = '';
  let from = 0;
  for (const [i, end] of ends.entries()) {
    const chunk = digits.slice(from, end);
    if (!chunk) break;
    out += (i > 0 ? sep : '') + chunk;
    from = end;
  }
  // "10/" stays as typed: the next digit goes after the separator.
  const full = ends.includes(digits.length) && digits.length < total;
  if (full && /[/.\-\s]$/.test(raw)) out += sep;
  return out;
}

/** The day a whole text names (yyyy-MM-dd), or null: incomplete, or no such day. */
export function parseDate(text: string, pattern: DatePattern): string | null {
  const { parts, sep } = LAYOUTS[pattern];
  const pieces = text.split(sep);
  if (pieces.length !== 3 || pieces.some((p, i) => !/^\d+$/.test(p) || p.length !== width(parts[i]!))) return null;
  const value = (part: Part) => Number(pieces[parts.indexOf(part)]);
  const [y, m, d] = [value('y'), value('m'), value('d')];
  if (y < 1900 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A business day (yyyy-MM-dd) as the field shows it. */
export function formatDate(key: string, pattern: DatePattern): string {
  const [y = '', m = '', d = ''] = key.split('-');
  const { parts, sep } = LAYOUTS[pattern];
  return parts.map((p) => (p === 'y' ? y : p === 'm' ? m : d)).join(sep);
}

/** The business day `days` after `key` (yyyy-MM-dd; negative goes back). */
export function addDays(key: string, days: number): string {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday, for a business day. */
export function weekdayOf(key: string): number {
  const [y, m, d] = key.split('-').map(Number);
  return (new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay() + 6) % 7;
}

/** "11 de março de 2031": how a screen reader hears a chosen day. */
export function spokenDate(key: string): string {
  const [y, m, d] = key.split('-').map(Number);
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}
