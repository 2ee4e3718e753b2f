import { describe, expect, it } from 'vitest';
import { firstName, formatCurrency, formatDate, formatDateTime, formatTime, initials, timeZoneLabel } from './format';
import { describeUserAgent } from './userAgent';

// 2025-03-05 02:30 UTC is still 4 March in São Paulo (UTC-3).
const instant = '2025-03-05T02:30:00Z';

describe('dates', () => {
  it('uses the business time zone, not the browser zone', () => {
    expect(formatDate(instant, { dateFormat: 'DD_MM_YYYY', timeZone: 'America/Sao_Paulo' })).toBe('04/03/2025');
    expect(formatTime(instant, { dateFormat: 'DD_MM_YYYY', timeZone: 'America/Sao_Paulo' })).toBe('23:30');
    expect(formatDate(instant, { dateFormat: 'DD_MM_YYYY', timeZone: 'UTC' })).toBe('05/03/2025');
  });

  it('follows the date format preference', () => {
    const tz = 'America/Sao_Paulo';
    expect(formatDate(instant, { dateFormat: 'MM_DD_YYYY', timeZone: tz })).toBe('03/04/2025');
    expect(formatDate(instant, { dateFormat: 'YYYY_MM_DD', timeZone: tz })).toBe('2025-03-04');
    expect(formatDateTime('2025-12-25T17:00:00Z', { dateFormat: 'DD_MM_YYYY', timeZone: tz })).toBe('25/12/2025 14:00');
  });

  it('shows midnight as 00:00', () => {
    expect(formatTime('2025-01-01T03:00:00Z', { dateFormat: 'DD_MM_YYYY', timeZone: 'America/Sao_Paulo' })).toBe('00:00');
  });
});

describe('names and money', () => {
  it('makes initials, or U', () => {
    expect(initials('Maria da Silva')).toBe('MS');
    expect(initials('ana')).toBe('A');
    expect(initials('')).toBe('U');
    expect(initials(null)).toBe('U');
  });

  it('takes the first name, or Usuário', () => {
    expect(firstName(' Maria da Silva ')).toBe('Maria');
    expect(firstName('')).toBe('Usuário');
    expect(firstName(undefined)).toBe('Usuário');
  });

  it('formats BRL', () => {
    expect(formatCurrency('1234.5').replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });

  it('describes a user agent', () => {
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'),
    ).toBe('Chrome no Linux');
    expect(describeUserAgent(null)).toBe('Dispositivo desconhecido');
  });
});

describe('timeZoneLabel', () => {
  it("names the zone in pt-BR with its city's own spelling", () => {
    expect(timeZoneLabel('America/Sao_Paulo')).toBe('Horário de Brasília (São Paulo)');
    expect(timeZoneLabel('America/Manaus')).toBe('Horário do Amazonas (Manaus)');
  });
});
