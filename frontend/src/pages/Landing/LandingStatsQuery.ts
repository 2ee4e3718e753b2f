import type { ConcreteRequest, graphql as graphqlTag } from 'relay-runtime';
import { GraphQLRequestError, NetworkError } from '../../relay/errors';
import { postGraphQL } from '../../relay/network';
import type { LandingStatsQuery$data } from './__generated__/LandingStatsQuery.graphql';

// The Babel plugin replaces the tag with the compiled artifact at build time; it is only
// declared here (see auth/refreshSession.ts): the landing page never loads Relay's code.
declare const graphql: typeof graphqlTag;

// Sent outside Relay (two public counts, read by nothing else), but still compiled by
// Relay so that it is checked against the schema.
const query = graphql`
  # Read by the landing page's figures.
  # eslint-disable-next-line relay/unused-fields
  query LandingStatsQuery {
    landingStats {
      spaces
      bookings
    }
  }
`;

export type LandingStats = LandingStatsQuery$data['landingStats'];

/** The landing page's figures: one public query, no session needed. */
export async function fetchLandingStats(): Promise<LandingStats> {
  const text = (query as unknown as ConcreteRequest).params.text;
  if (!text) throw new Error('LandingStatsQuery has no text');
  const response = await postGraphQL(text, {});
  const data = response.data as LandingStatsQuery$data | null | undefined;
  if (data?.landingStats) return data.landingStats;
  if (response.errors?.length) throw new GraphQLRequestError(response.errors);
  throw new NetworkError('Empty landingStats response');
}
