import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useSessionStore } from '../../auth/SessionProvider';
import { usePageTitle } from '../../components/usePageTitle';
import type { LandingStats as Stats } from './LandingStatsQuery';
import { LandingView } from './LandingView';

/** The public landing page, with the figures its route loader asked for. */
export default function LandingPage() {
  const { stats } = useLoaderData() as { stats: Promise<Stats> };
  const session = useSessionStore();
  usePageTitle(null);
  useEffect(() => session.acknowledgeSignOut(), [session]);
  return <LandingView stats={stats} />;
}
