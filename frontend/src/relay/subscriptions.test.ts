import { describe, expect, it, vi } from 'vitest';
import { connectionParams } from './subscriptions';

function bridge(token: string | null, refreshed: string | null) {
  let current = token;
  return {
    accessToken: () => current,
    beforeRequest: vi.fn(async () => {}),
    refreshAfterUnauthenticated: vi.fn(async () => {
      current = refreshed;
      return refreshed !== null;
    }),
  };
}

describe('websocket connection_init', () => {
  it('sends the current token as a Bearer authorization', async () => {
    const auth = bridge('abc', null);
    expect(await connectionParams(auth, false)).toEqual({ authorization: 'Bearer abc' });
    expect(auth.beforeRequest).toHaveBeenCalledTimes(1);
    expect(auth.refreshAfterUnauthenticated).not.toHaveBeenCalled();
  });

  it('refreshes before reconnecting after the server closed with 4403', async () => {
    const auth = bridge('old', 'new');
    expect(await connectionParams(auth, true)).toEqual({ authorization: 'Bearer new' });
    expect(auth.refreshAfterUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('reconnects anonymously when the refresh was refused (signed out), never with the dead token', async () => {
    const auth = bridge('old', null);
    expect(await connectionParams(auth, true)).toEqual({});
  });
});
