import { wallClock } from '../../lib/format';

/** The admin list's status choices: every status, or one. */
export type StatusChoice = 'ALL' | 'AWAITING_APPROVAL' | 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED';

export const STATUS_CHOICES: ReadonlyArray<{ value: StatusChoice; label: string }> = [
  { value: 'ALL', label: 'Todos' },
  { value: 'AWAITING_APPROVAL', label: 'Aguardando aprovação' },
  { value: 'PENDING', label: 'Pendente' },
  { value: 'CONFIRMED', label: 'Confirmado' },
  { value: 'COMPLETED', label: 'Realizado' },
  { value: 'CANCELLED', label: 'Cancelado' },
];

/** What the admin chose on screen. */
export interface AdminBookingFilters {
  search: string;
  status: StatusChoice;
  /** A business day, yyyy-MM-dd, or null for every day. */
  date: string | null;
}

export const DEFAULT_FILTERS: AdminBookingFilters = { search: '', status: 'ALL', date: null };

/** The `BookingFilter` the server takes (and the CSV export): only what is set. */
export interface BookingFilterInput {
  status?: Exclude<StatusChoice, 'ALL'>;
  date?: string;
  search?: string;
}

/**
 * The filter a link may carry in its address (`?status=awaiting_approval`, the dashboard's
 * 'Ver pedidos'): a known status, lower or upper case; anything else is no filter.
 */
export function filterFromUrl(url: string): BookingFilterInput {
  const status = new URL(url, 'http://localhost').searchParams.get('status')?.toUpperCase();
  const known = STATUS_CHOICES.find((c) => c.value !== 'ALL' && c.value === status);
  return known && known.value !== 'ALL' ? { status: known.value } : {};
}

export function toBookingFilter({ search, status, date }: AdminBookingFilters): BookingFilterInput {
  const filter: BookingFilterInput = {};
  if (status !== 'ALL') filter.status = status;
  if (date) filter.date = date;
  const text = search.trim();
  if (text) filter.search = text;
  return filter;
}

export function isFiltered(filter: BookingFilterInput): boolean {
  return Object.keys(filter).length > 0;
}

/** Lower case without accents, for matching like the server does. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');
}

export interface MatchableBooking {
  status: string;
  startsAt: string;
  space: { name: string };
  user: { fullName: string; email: string };
}

/**
 * Whether a booking belongs to the list of this filter, as the server decides it: its
 * status, its start's business day, and the search text in the user's name or e-mail or
 * the space's name. Used to place a booking pushed live (`bookingChanged`).
 */
export function matchesFilter(booking: MatchableBooking, filter: BookingFilterInput, timeZone: string): boolean {
  if (filter.status && booking.status !== filter.status) return false;
  if (filter.date) {
    const { year, month, day } = wallClock(booking.startsAt, timeZone);
    if (`${year}-${month}-${day}` !== filter.date) return false;
  }
  if (filter.search) {
    const needle = fold(filter.search.trim());
    const haystacks = [booking.user.fullName, booking.user.email, booking.space.name].map(fold);
    if (!haystacks.some((h) => h.includes(needle))) return false;
  }
  return true;
}
