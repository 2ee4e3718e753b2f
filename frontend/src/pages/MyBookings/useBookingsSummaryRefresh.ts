import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useBookingsSummaryRefreshQuery } from './__generated__/useBookingsSummaryRefreshQuery.graphql';

const summaryQuery = graphql`
  # Fetched only to refresh the store; the summary cards read it.
  # eslint-disable-next-line relay/unused-fields
  query useBookingsSummaryRefreshQuery {
    myBookingsSummary {
      today
      upcoming
      pending
      history
    }
  }
`;

/**
 * Reloads the counts of 'Minhas Reservas' after a booking changed: they are the server's
 * grouping (business day, status), so the client does not recount them itself.
 */
export function useBookingsSummaryRefresh(): () => void {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery<useBookingsSummaryRefreshQuery>(environment, summaryQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.warn('myBookingsSummary refresh failed', error),
    });
  }, [environment]);
}
