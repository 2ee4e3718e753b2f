import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useAgendaLiveSubscription } from './__generated__/useAgendaLiveSubscription.graphql';

/**
 * Keeps the agenda live (docs/calendar.md, "Live"): one subscription for the days and
 * spaces shown; each pushed row replaces the one on screen (same id).
 */
export function useAgendaLive(date: string, days: number, spaceIds: readonly string[]) {
  const key = spaceIds.join(',');
  const config = useMemo<GraphQLSubscriptionConfig<useAgendaLiveSubscription>>(
    () => ({
      subscription: graphql`
        subscription useAgendaLiveSubscription($date: Date!, $days: Int, $spaceIds: [ID!]!) {
          agendaChanged(date: $date, days: $days, spaceIds: $spaceIds) {
            ...AgendaView_rows
          }
        }
      `,
      variables: { date, days, spaceIds: key ? key.split(',') : [] },
      onError: (error) => console.warn('agendaChanged failed', error),
    }),
    [date, days, key],
  );
  useSubscription<useAgendaLiveSubscription>(config);
}
