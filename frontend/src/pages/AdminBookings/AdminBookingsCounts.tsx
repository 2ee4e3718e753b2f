import { useCallback, useEffect, useMemo, useRef } from 'react';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DoneAll from '@mui/icons-material/DoneAll';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Cancel from '@mui/icons-material/Cancel';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { AdminStatCard, AdminStatGrid } from '../../components/admin/AdminStatCard';
import { formatInteger } from '../../lib/format';
import type { AdminBookingsCounts_query$key } from './__generated__/AdminBookingsCounts_query.graphql';
import AdminBookingsCountsRefetchQuery from './__generated__/AdminBookingsCountsRefetchQuery.graphql';

/**
 * The four cards: every booking by status, whatever the list's filter. Requests awaiting
 * approval, when there are any, are named under the pending ones.
 */
export function AdminBookingsCounts({ query }: { query: AdminBookingsCounts_query$key }) {
  const { bookingStatusCounts: c } = useFragment(
    graphql`
      fragment AdminBookingsCounts_query on Query @refetchable(queryName: "AdminBookingsCountsRefetchQuery") {
        bookingStatusCounts {
          awaitingApproval
          pending
          confirmed
          completed
          cancelled
        }
      }
    `,
    query,
  );
  return (
    <AdminStatGrid label="Reservas por status">
      <AdminStatCard
        icon={<HourglassEmpty />}
        tone="warning"
        label="Pendentes"
        value={formatInteger(c.pending)}
        hint={c.awaitingApproval > 0 ? `Mais ${formatInteger(c.awaitingApproval)} aguardando aprovação` : undefined}
      />
      <AdminStatCard icon={<CheckCircle />} tone="success" label="Confirmadas" value={formatInteger(c.confirmed)} />
      <AdminStatCard icon={<DoneAll />} tone="primary" label="Realizadas" value={formatInteger(c.completed)} />
      <AdminStatCard icon={<Cancel />} tone="error" label="Canceladas" value={formatInteger(c.cancelled)} />
    </AdminStatGrid>
  );
}

/**
 * Reloads the four counts (after a status change here or a live event), a burst of
 * calls making one request. The store updates and the cards re-render.
 */
export function useRefreshBookingCounts(delayMs = 250): () => void {
  const environment = useRelayEnvironment();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const refresh = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      // A failed refresh keeps the figures on screen; the next event tries again.
      fetchQuery(environment, AdminBookingsCountsRefetchQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
        error: (error: unknown) => console.warn('bookingStatusCounts refresh failed', error),
      });
    }, delayMs);
  }, [environment, delayMs]);
  return useMemo(() => refresh, [refresh]);
}
