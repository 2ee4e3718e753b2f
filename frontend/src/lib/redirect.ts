import type { Location } from 'react-router-dom';

/** Where to go after signing in: the page the guard came from, else /dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/register') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
