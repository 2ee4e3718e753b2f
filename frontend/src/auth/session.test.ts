import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, NetworkError } from '../relay/errors';
import { createTestSession } from '../test/helpers';
import { tokenLifetimeMs } from './session';
import type { Grant } from './session';

function grantFor(lifetimeMs: number, token = 't'): Grant {
  return {
    accessToken: token,
    accessTokenExpiresIn: lifetimeMs / 1000,
    user: { id: 'VXNlcjox', fullName: 'Ana Souza', email: 'ana@example.com', role: 'USER' },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Session', () => {
  it('restores from the refresh cookie and reports ready', async () => {
    const t = createTestSession();
    t.requestRefresh.mockResolvedValueOnce(grantFor(900_000, 'first'));
    const ready = t.session.ready();
    expect(t.session.getSnapshot().status).toBe('loading');
    await t.session.restore();
    expect((await ready).status).toBe('signedIn');
    expect(t.session.accessToken()).toBe('first');
  });

  it('is signed out when there is no session to restore', async () => {
    const t = createTestSession();
    await t.session.restore();
    expect(t.session.getSnapshot()).toMatchObject({ status: 'signedOut', signedOutBy: null });
  });

  it('stays signed in across several 5-second token lifetimes', async () => {
    const t = createTestSession();
    let n = 0;
    t.requestRefresh.mockImplementation(() => Promise.resolve(grantFor(5_000, `token-${++n}`)));
    await t.session.restore();
    expect(t.session.accessToken()).toBe('token-1');
    // Refreshes at 75% of the lifetime: 3.75 s.
    await vi.advanceTimersByTimeAsync(3_700);
    expect(t.requestRefresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(t.requestRefresh).toHaveBeenCalledTimes(2);
    expect(t.session.accessToken()).toBe('token-2');
    await vi.advanceTimersByTimeAsync(4 * 3_750);
    expect(t.requestRefresh).toHaveBeenCalledTimes(6);
    expect(t.session.getSnapshot().status).toBe('signedIn');
    expect(t.environments).toHaveLength(1);
  });

  it("schedules with the server's accessTokenExpiresIn, whatever the token or clocks say", async () => {
    const t = createTestSession();
    // A JWT-looking token claiming a one-hour lifetime: the client does not read it.
    const payload = btoa(JSON.stringify({ sub: 'u', iat: 1_000, exp: 4_600 })).replace(/=+$/, '');
    let n = 0;
    t.requestRefresh.mockImplementation(() =>
      Promise.resolve({ ...grantFor(5_000), accessToken: `h.${payload}.s${++n}` }),
    );
    await t.session.restore();
    expect(tokenLifetimeMs(grantFor(5_000))).toBe(5_000);
    await vi.advanceTimersByTimeAsync(3_700);
    expect(t.requestRefresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * 3_750);
    expect(t.requestRefresh).toHaveBeenCalledTimes(4);
    expect(t.session.getSnapshot().status).toBe('signedIn');
  });

  it('refreshes within a second when the server says the token is already spent', async () => {
    const t = createTestSession();
    t.requestRefresh.mockResolvedValueOnce(grantFor(0, 'spent')).mockResolvedValue(grantFor(900_000, 'fresh'));
    await t.session.restore();
    expect(tokenLifetimeMs(grantFor(0))).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.session.accessToken()).toBe('fresh');
  });

  it('runs one refresh at a time', async () => {
    const t = createTestSession();
    t.session.signedIn(grantFor(900_000));
    let resolve: (g: Grant) => void = () => {};
    t.requestRefresh.mockImplementation(() => new Promise((r) => (resolve = r)));
    const a = t.session.refresh();
    const b = t.session.refreshAfterUnauthenticated();
    const c = t.session.beforeRequest();
    resolve(grantFor(900_000, 'new'));
    expect(await a).toBe(true);
    expect(await b).toBe(true);
    await c;
    expect(t.requestRefresh).toHaveBeenCalledTimes(1);
    expect(t.session.accessToken()).toBe('new');
  });

  it('refreshes before a request when the token has expired', async () => {
    const t = createTestSession();
    t.session.signedIn(grantFor(900_000, 'old'));
    // The tab slept: the clock moved past the expiry without the timer firing.
    vi.setSystemTime(Date.now() + 1_000_000);
    t.requestRefresh.mockResolvedValueOnce(grantFor(900_000, 'new'));
    await t.session.beforeRequest();
    expect(t.session.accessToken()).toBe('new');
  });

  it('signs out (expired) with a new store when the server refuses the refresh', async () => {
    const t = createTestSession();
    t.session.signedIn(grantFor(900_000));
    t.requestRefresh.mockRejectedValueOnce(
      new GraphQLRequestError([{ message: 'Faça login para continuar.', extensions: { code: 'UNAUTHENTICATED' } }]),
    );
    expect(await t.session.refresh()).toBe(false);
    expect(t.session.getSnapshot()).toMatchObject({ status: 'signedOut', signedOutBy: 'expired', user: null });
    expect(t.session.accessToken()).toBeNull();
    expect(t.environments).toHaveLength(2);
  });

  it('keeps the session and retries when the server is unreachable', async () => {
    const t = createTestSession();
    t.session.signedIn(grantFor(900_000, 'old'));
    t.requestRefresh.mockRejectedValueOnce(new NetworkError('down')).mockResolvedValueOnce(grantFor(900_000, 'new'));
    expect(await t.session.refresh()).toBe(false);
    expect(t.session.getSnapshot().status).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.session.accessToken()).toBe('new');
  });

  it('does not sign out when the server is down or failing at start, and retries until it answers', async () => {
    const t = createTestSession();
    t.requestRefresh
      .mockRejectedValueOnce(new NetworkError('down'))
      .mockRejectedValueOnce(new GraphQLRequestError([{ message: 'Erro interno.', extensions: { code: 'INTERNAL' } }]))
      .mockResolvedValueOnce(grantFor(900_000, 'back'));
    const ready = t.session.ready();
    await t.session.restore();
    expect((await ready).status).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.session.getSnapshot().status).toBe('unreachable');
    await t.session.retryRestore();
    expect(t.session.getSnapshot()).toMatchObject({ status: 'signedIn', user: { fullName: 'Ana Souza' } });
    expect(t.session.accessToken()).toBe('back');
  });

  it('signs out when the server refuses the cookie after a blip', async () => {
    const t = createTestSession();
    t.requestRefresh.mockRejectedValueOnce(new NetworkError('down'));
    await t.session.restore();
    expect(t.session.getSnapshot().status).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(t.session.getSnapshot()).toMatchObject({ status: 'signedOut', signedOutBy: null });
  });

  it('keeps a signed-in session when a refresh meets an internal error', async () => {
    const t = createTestSession();
    t.session.signedIn(grantFor(900_000));
    t.requestRefresh.mockRejectedValueOnce(
      new GraphQLRequestError([{ message: 'Erro interno.', extensions: { code: 'INTERNAL' } }]),
    );
    expect(await t.session.refresh()).toBe(false);
    expect(t.session.getSnapshot().status).toBe('signedIn');
  });

  it('forgets everything on sign-out', () => {
    const t = createTestSession();
    t.session.signedIn(grantFor(900_000));
    t.session.signOutLocal('user');
    expect(t.session.getSnapshot()).toMatchObject({ status: 'signedOut', signedOutBy: 'user', user: null });
    expect(t.session.getSnapshot().environment).toBe(t.environments[1]);
    t.session.acknowledgeSignOut();
    expect(t.session.getSnapshot().signedOutBy).toBeNull();
  });
});
