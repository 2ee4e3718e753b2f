import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filterFromUrl, fold, isFiltered, matchesFilter, toBookingFilter } from './bookingFilter';

const booking = {
  status: 'PENDING',
  // 21:30 on 10/03 in São Paulo, already 11/03 in UTC.
  startsAt: '2031-03-11T00:30:00Z',
  space: { name: 'Sala Ipê' },
  user: { fullName: 'João Conceição', email: 'joao@exemplo.com' },
};
const TZ = 'America/Sao_Paulo';

describe('toBookingFilter', () => {
  it('sends only what is set, with the search trimmed', () => {
    expect(toBookingFilter(DEFAULT_FILTERS)).toEqual({});
    expect(isFiltered(toBookingFilter(DEFAULT_FILTERS))).toBe(false);
    expect(toBookingFilter({ search: '  ana ', status: 'CONFIRMED', date: '2031-03-10' })).toEqual({
      search: 'ana',
      status: 'CONFIRMED',
      date: '2031-03-10',
    });
    expect(toBookingFilter({ search: '   ', status: 'ALL', date: null })).toEqual({});
  });
});

describe('matchesFilter', () => {
  it('matches everything without a filter', () => {
    expect(matchesFilter(booking, {}, TZ)).toBe(true);
  });

  it('checks the status', () => {
    expect(matchesFilter(booking, { status: 'PENDING' }, TZ)).toBe(true);
    expect(matchesFilter(booking, { status: 'CONFIRMED' }, TZ)).toBe(false);
  });

  it("checks the start's business day, not the UTC one", () => {
    expect(matchesFilter(booking, { date: '2031-03-10' }, TZ)).toBe(true);
    expect(matchesFilter(booking, { date: '2031-03-11' }, TZ)).toBe(false);
  });

  it("finds the text in the user's name or e-mail or the space's name, ignoring case and accents", () => {
    expect(matchesFilter(booking, { search: 'conceicao' }, TZ)).toBe(true);
    expect(matchesFilter(booking, { search: 'JOAO@' }, TZ)).toBe(true);
    expect(matchesFilter(booking, { search: 'sala ipe' }, TZ)).toBe(true);
    expect(matchesFilter(booking, { search: 'buriti' }, TZ)).toBe(false);
    expect(fold('Ágora Ção')).toBe('agora cao');
  });
});

describe('filterFromUrl', () => {
  it('takes a known status from the address, in either case, and ignores anything else', () => {
    expect(filterFromUrl('http://127.0.0.1:8080/admin/bookings?status=awaiting_approval')).toEqual({ status: 'AWAITING_APPROVAL' });
    expect(filterFromUrl('/admin/bookings?status=CONFIRMED')).toEqual({ status: 'CONFIRMED' });
    expect(filterFromUrl('/admin/bookings?status=all')).toEqual({});
    expect(filterFromUrl('/admin/bookings?status=expired')).toEqual({});
    expect(filterFromUrl('/admin/bookings')).toEqual({});
  });
});
