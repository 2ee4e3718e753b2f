import type { ConcreteRequest, graphql as graphqlTag } from 'relay-runtime';
import { GraphQLRequestError, NetworkError } from '../relay/errors';
import { postGraphQL, readGraphQLResponse } from '../relay/network';
import type { refreshSessionMutation$data } from './__generated__/refreshSessionMutation.graphql';
import type { Grant } from './session';

// The Babel plugin replaces the tag with the compiled artifact at build time. It is only
// declared here, not imported: importing relay-runtime would pull all of Relay into the
// entry chunk, which the landing page does without.
declare const graphql: typeof graphqlTag;

// Sent outside Relay (it is what the network layer calls when a token expires), but
// still compiled by Relay so that it is checked against the schema.
const mutation = graphql`
  mutation refreshSessionMutation {
    refreshSession {
      accessToken
      accessTokenExpiresIn
      user {
        id
        fullName
        email
        role
      }
    }
  }
`;

declare global {
  interface Window {
    /**
     * The refresh that index.html starts while the app's code downloads (see
     * earlySessionRestore in vite.config.ts): the session's first refresh uses it.
     */
    agoraSessionRestore?: Promise<Response>;
  }
}

/** The request index.html already sent, once. */
function takeEarlyRefresh(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.agoraSessionRestore;
  delete window.agoraSessionRestore;
  return early;
}

/** Trades the httpOnly refresh cookie for a new access token. */
export async function requestRefresh(): Promise<Grant> {
  const text = (mutation as unknown as ConcreteRequest).params.text;
  if (!text) throw new Error('refreshSessionMutation has no text');
  const early = takeEarlyRefresh();
  const response = early ? await readGraphQLResponse(early) : await postGraphQL(text, {});
  const data = response.data as refreshSessionMutation$data | null | undefined;
  if (data?.refreshSession) return data.refreshSession;
  if (response.errors?.length) throw new GraphQLRequestError(response.errors);
  throw new NetworkError('Empty refreshSession response');
}
