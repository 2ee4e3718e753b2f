import { use } from 'react';
import type { LandingStats as Stats } from './LandingStatsQuery';
import { StatsFigures } from './StatsFigures';

/**
 * The landing page's figures, once the route loader's request answers (the page itself
 * renders at once, with placeholders). No rating is claimed until ratings exist.
 */
export function LandingStats({ stats }: { stats: Promise<Stats> }) {
  const { spaces, bookings } = use(stats);
  return <StatsFigures spaces={spaces} bookings={bookings} />;
}
