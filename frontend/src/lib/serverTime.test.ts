import { describe, expect, it } from 'vitest';
import { businessDate, serverNow } from './serverTime';

function token(iat: number, exp: number): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: 'u', iat, exp })}.sig`;
}

describe('serverNow', () => {
  it('is the local clock without a token or when the token agrees with it', () => {
    const local = Date.UTC(2026, 10, 22, 8, 0);
    expect(serverNow(null, local)).toBe(local);
    const fresh = token(local / 1000 - 300, local / 1000 + 600); // issued 5 min ago
    expect(serverNow(fresh, local)).toBe(local);
  });

  it('follows a shifted server (AGORA_CLOCK) from the token it signed', () => {
    const local = Date.UTC(2026, 10, 22, 8, 0);
    const server = Date.UTC(2031, 2, 10, 12, 0);
    const t = token(server / 1000, server / 1000 + 900);
    expect(serverNow(t, local)).toBe(server);
    // Later, the same token: the server's clock has moved on as much as ours.
    expect(serverNow(t, local + 60_000)).toBe(server + 60_000);
  });
});

describe('businessDate', () => {
  it('is the day in the business zone, not UTC', () => {
    expect(businessDate(Date.UTC(2031, 2, 11, 2, 0), 'America/Sao_Paulo')).toBe('2031-03-10');
    expect(businessDate(Date.UTC(2031, 2, 11, 3, 0), 'America/Sao_Paulo')).toBe('2031-03-11');
  });
});
