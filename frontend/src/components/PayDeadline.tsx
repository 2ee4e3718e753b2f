import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import { useSessionStore } from '../auth/SessionProvider';
import { serverNow } from '../lib/serverTime';
import { useFormatters } from './FormatProvider';

/**
 * Minutes left until `payBy` (0 once it has passed) by the server's clock, read again
 * every 15 seconds.
 */
export function useMinutesLeft(payBy: string | null | undefined): number | null {
  const session = useSessionStore();
  const [now, setNow] = useState(() => serverNow(session.accessToken()));
  useEffect(() => {
    if (!payBy) return undefined;
    const timer = window.setInterval(() => setNow(serverNow(session.accessToken())), 15_000);
    return () => window.clearInterval(timer);
  }, [payBy, session]);
  const at = payBy ? new Date(payBy).getTime() : Number.NaN;
  if (Number.isNaN(at)) return null;
  // The estimate of the server's clock is good to about a second (tokens carry whole
  // seconds): a second's slack keeps a fresh 30-minute hold from reading '31 min'.
  return Math.max(0, Math.ceil((at - now - 1000) / 60_000));
}

/**
 * A pending booking's payment deadline and the time left (docs/booking-lifecycle.md):
 * unpaid by then, the server cancels it and frees the slot (`many`: a series' slots).
 */
export function PayDeadline({
  payBy,
  many = false,
  ...props
}: { payBy: string | null | undefined; many?: boolean } & TypographyProps) {
  const format = useFormatters();
  const left = useMinutesLeft(payBy);
  if (!payBy || left === null) return null;
  const when = `${format.date(payBy)}, ${format.time(payBy)}`;
  const freed = many ? 'os horários serão liberados' : 'o horário será liberado';
  const text =
    left === 0
      ? `O prazo para pagar terminou: ${freed}.`
      : `Pague até ${when} (${left < 60 ? `faltam ${left} min` : `faltam ${Math.floor(left / 60)} h ${left % 60} min`}) ou ${freed}.`;
  return (
    <Typography variant="body2" color={left <= 5 ? 'error' : 'text.secondary'} {...props}>
      {text}
    </Typography>
  );
}
