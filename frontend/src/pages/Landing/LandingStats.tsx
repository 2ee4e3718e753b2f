import { use } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { RelayBoundary } from '../../relay/RelayBoundary';
import type { LandingStatsQuery } from './__generated__/LandingStatsQuery.graphql';
import { StatsFigures } from './StatsFigures';

/**
 * The landing page's figures. Loaded after the page itself (with Relay), so that the
 * landing page never waits for Relay's code. No rating is claimed until ratings exist.
 */
export default function LandingStats({ query }: { query: Promise<PreloadedQuery<LandingStatsQuery> | null> }) {
  const queryRef = use(query);
  if (!queryRef) return null;
  return (
    <RelayBoundary>
      <Stats queryRef={queryRef} />
    </RelayBoundary>
  );
}

function Stats({ queryRef }: { queryRef: PreloadedQuery<LandingStatsQuery> }) {
  const { landingStats } = usePreloadedQuery<LandingStatsQuery>(
    graphql`
      query LandingStatsQuery {
        landingStats {
          spaces
          bookings
        }
      }
    `,
    queryRef,
  );
  return <StatsFigures spaces={landingStats.spaces} bookings={landingStats.bookings} />;
}
