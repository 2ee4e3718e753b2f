/** Labels and colours shared by the reports' bars, charts and lists. */

export const STATUS_SERIES = [
  { key: 'confirmed', label: 'Confirmadas', color: '#15803d' },
  { key: 'pending', label: 'Pendentes', color: '#b45309' },
  { key: 'cancelled', label: 'Canceladas', color: '#b91c1c' },
  { key: 'completed', label: 'Realizadas', color: '#1d4ed8' },
] as const;

export type StatusKey = (typeof STATUS_SERIES)[number]['key'];
export type StatusCounts = Record<StatusKey, number>;

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const MONTHS_LONG = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 'mar/31' for the month starting 2031-03-01 (a Date scalar, no time zone involved). */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m}/${(year ?? '').slice(-2)}`;
}

/** 'Março de 2031'. */
export function monthLongLabel(month: string): string {
  const [year, m] = month.split('-');
  const name = MONTHS_LONG[Number(m) - 1] ?? m ?? '';
  return `${name.charAt(0).toLocaleUpperCase('pt-BR')}${name.slice(1)} de ${year ?? ''}`;
}

const compactCurrency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 });

/** 'R$ 1,2 mil' for an axis tick. */
export function formatCompactCurrency(value: number): string {
  return compactCurrency.format(value);
}
