import { LOCALE } from './format';

/** The admin performance card's figures (docs/screens.md, "Dashboards": real figures, '—' when unknown). */

export const NO_VALUE = '—';
const MINUS = '\u2212';

const oneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const wholeReais = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });

/** Occupancy with one decimal: '78,0%'; '—' when there are no active spaces (null). */
export function formatOccupancy(percent: number | null | undefined): string {
  if (percent == null || !Number.isFinite(percent)) return NO_VALUE;
  return `${oneDecimal.format(percent)}%`;
}

/**
 * Monthly growth as a signed whole percentage: '+15%', '−3%' (a true minus sign), '0%';
 * '—' when last month had no bookings to compare with (null).
 */
export function formatGrowth(percent: number | null | undefined): string {
  if (percent == null || !Number.isFinite(percent)) return NO_VALUE;
  const rounded = Math.round(percent);
  if (rounded === 0) return '0%';
  const sign = rounded > 0 ? '+' : MINUS;
  return `${sign}${new Intl.NumberFormat(LOCALE).format(Math.abs(rounded))}%`;
}

/** Satisfaction out of 5 ('4,8/5'); '—' until ratings exist (null). */
export function formatSatisfaction(score: number | null | undefined): string {
  if (score == null || !Number.isFinite(score)) return NO_VALUE;
  return `${oneDecimal.format(score)}/5`;
}

/** Whole reais, as the dashboard's month revenue: 'R$ 1.234'. */
export function formatWholeReais(value: number): string {
  return wholeReais.format(value);
}

/** The share of `part` in `total`, in percent (0 when the total is 0). */
export function share(part: number, total: number): number {
  return total > 0 ? (part / total) * 100 : 0;
}
