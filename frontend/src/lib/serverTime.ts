import { serverClock } from '../relay/network';
import { wallClock } from './format';

/**
 * The server's clock. Outside production the server may run shifted (`AGORA_CLOCK`), and
 * the contract has no "now" field, so this is estimated from what the server did sign
 * with its own clock: the access token's `iat`. A token is a few minutes old at most (it
 * is refreshed at 75% of its life), so a difference within its lifetime is treated as the
 * same clock; a larger one is a shifted server, known to within that lifetime.
 */
const firstSeen = new Map<string, number>();

export function serverNow(accessToken: string | null, localNow: number = Date.now()): number {
  if (serverClock.offsetMs !== 0) return localNow + serverClock.offsetMs;
  const claims = accessToken ? tokenTimes(accessToken) : null;
  if (!accessToken || !claims) return localNow;
  let seen = firstSeen.get(accessToken);
  if (seen === undefined) {
    seen = localNow;
    if (firstSeen.size > 20) firstSeen.clear();
    firstSeen.set(accessToken, seen);
  }
  const offset = claims.iat * 1000 - seen;
  return Math.abs(offset) <= (claims.exp - claims.iat) * 1000 ? localNow : localNow + offset;
}

function tokenTimes(token: string): { iat: number; exp: number } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const { iat, exp } = JSON.parse(json) as { iat?: unknown; exp?: unknown };
    return typeof iat === 'number' && typeof exp === 'number' && exp > iat ? { iat, exp } : null;
  } catch {
    return null;
  }
}

/** The business day (yyyy-MM-dd) of an instant in the business zone. */
export function businessDate(instantMs: number, timeZone: string): string {
  const { year, month, day } = wallClock(new Date(instantMs), timeZone);
  return `${year}-${month}-${day}`;
}
