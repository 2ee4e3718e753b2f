import type { Environment } from 'relay-runtime';
import type { AppEnvironment } from '../relay/environment';
import { GraphQLRequestError } from '../relay/errors';
import type { AuthBridge } from '../relay/network';
import { requestRefresh } from './refreshSession';

// eslint-disable-next-line relay/no-future-added-value -- assignable from the generated role unions
export type Role = 'ADMIN' | 'USER' | '%future added value';

export interface SessionUser {
  readonly id: string;
  readonly fullName: string;
  readonly email: string;
  readonly role: Role;
}

/** What signIn and refreshSession return. */
export interface Grant {
  readonly accessToken: string;
  /** Seconds the token is valid from the moment the server answered. */
  readonly accessTokenExpiresIn: number;
  readonly user: SessionUser;
}

/**
 * `unreachable`: the session could not be restored because the server did not answer (or
 * answered 5xx): nobody is signed out for that; the restore is retried.
 */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'unreachable';

/** Why the last sign-out happened: the user asked for it, or the session ran out. */
export type SignOutReason = 'user' | 'expired';

export interface SessionState {
  readonly status: SessionStatus;
  readonly user: SessionUser | null;
  readonly signedOutBy: SignOutReason | null;
  /** The session's Relay environment; null until Relay's code has been loaded. */
  readonly environment: Environment | null;
}

export type EnvironmentFactory = (auth: AuthBridge) => AppEnvironment;

export interface SessionDeps {
  /** Loads Relay and the environment factory (a separate chunk: the landing page does without). */
  loadEnvironmentFactory(): Promise<EnvironmentFactory>;
  requestRefresh(): Promise<Grant>;
}

/** Retry delay when a refresh fails for a reason other than a refused session. */
const RETRY_MS = 5_000;
const MIN_REFRESH_DELAY_MS = 1_000;
/** Tabs of the same browser share one refresh cookie: refresh one at a time. */
const REFRESH_LOCK = 'agora-session-refresh';

/**
 * The browser session. The access token lives only in memory; the refresh token is an
 * httpOnly cookie the server rotates on every refresh. State changes (including the
 * Relay environment, replaced on every sign-in and sign-out) are published as one
 * immutable snapshot, for `useSyncExternalStore`.
 */
export class Session implements AuthBridge {
  private state: SessionState;
  private current: AppEnvironment | null = null;
  private factory: EnvironmentFactory | null = null;
  private loadingFactory: Promise<Environment> | null = null;
  private readonly listeners = new Set<() => void>();
  private token: string | null = null;
  /** Local-clock instant at which the token expires. */
  private expiresAtMs = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private refreshing: Promise<boolean> | null = null;
  private restoring: Promise<void> | null = null;
  private readonly waiters: Array<(s: SessionState) => void> = [];

  /** `createEnvironment` (tests) makes the environment at once instead of loading Relay lazily. */
  constructor(
    private readonly deps: SessionDeps,
    createEnvironment?: EnvironmentFactory,
  ) {
    if (createEnvironment) {
      this.factory = createEnvironment;
      this.current = createEnvironment(this);
    }
    this.state = { status: 'loading', user: null, signedOutBy: null, environment: this.current?.environment ?? null };
  }

  // --- store ---------------------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionState => this.state;

  /** Resolves once the session is known (restored or not). */
  ready(): Promise<SessionState> {
    if (this.state.status !== 'loading') return Promise.resolve(this.state);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * The current environment, loading Relay first if needed. While loading, every caller
   * gets the same promise (so React's `use` can wait on it).
   */
  environment(): Promise<Environment> {
    if (this.current) return Promise.resolve(this.current.environment);
    this.loadingFactory ??= this.deps.loadEnvironmentFactory().then((factory) => {
      this.factory = factory;
      this.current ??= factory(this);
      this.setState({ ...this.state, environment: this.current.environment });
      return this.current.environment;
    });
    return this.loadingFactory;
  }

  private setState(next: SessionState): void {
    this.state = next;
    if (next.status !== 'loading') this.waiters.splice(0).forEach((w) => w(next));
    this.listeners.forEach((l) => l());
  }

  // --- lifecycle -----------------------------------------------------------------------

  /**
   * Restores a session from the refresh cookie. Called once at start. Only a refused
   * refresh signs out; while the server is unreachable the status is `unreachable` and
   * the restore is tried again every few seconds (or at once with `retryRestore`).
   */
  restore(): Promise<void> {
    this.restoring ??= this.deps.requestRefresh().then(
      (grant) => this.signedIn(grant),
      (error: unknown) => {
        if (!isRefusal(error)) {
          this.setState({ ...this.state, status: 'unreachable', user: null, signedOutBy: null });
          this.restoring = null;
          this.schedule(RETRY_MS, () => void this.restore());
          return;
        }
        this.setState({ ...this.state, status: 'signedOut', user: null, signedOutBy: null });
      },
    );
    return this.restoring;
  }

  /** 'Tentar novamente' while the server is unreachable. */
  retryRestore(): Promise<void> {
    if (this.state.status !== 'unreachable') return this.restoring ?? Promise.resolve();
    this.clearTimer();
    return this.restore();
  }

  /**
   * Starts (or extends) a session from a signIn or refreshSession grant. The environment
   * is kept: before a sign-in it only ever holds public data, because every sign-out
   * replaces it. The websocket reconnects so that it authenticates as the user.
   */
  signedIn(grant: Grant): void {
    const wasSignedIn = this.state.status === 'signedIn';
    this.applyGrant(grant);
    if (!wasSignedIn) this.current?.resetSubscriptions();
    this.setState({ ...this.state, status: 'signedIn', user: grant.user, signedOutBy: null });
  }

  /** Forgets the session locally: token, user, and every record in the Relay store. */
  signOutLocal(reason: SignOutReason): void {
    this.clearTimer();
    this.token = null;
    this.expiresAtMs = 0;
    this.replaceEnvironment();
    this.setState({ status: 'signedOut', user: null, signedOutBy: reason, environment: this.current?.environment ?? null });
  }

  /** Called once the user has been taken to / after signing out. */
  acknowledgeSignOut(): void {
    if (this.state.signedOutBy !== null) this.setState({ ...this.state, signedOutBy: null });
  }

  // --- tokens --------------------------------------------------------------------------

  accessToken(): string | null {
    return this.token;
  }

  /** Waits for a refresh in flight, or starts one when the token is about to expire. */
  async beforeRequest(): Promise<void> {
    if (this.refreshing) {
      await this.refreshing;
    } else if (this.token && Date.now() >= this.expiresAtMs - 500) {
      await this.refresh();
    }
  }

  refreshAfterUnauthenticated(): Promise<boolean> {
    return this.refresh();
  }

  /** Refreshes the access token; only one refresh runs at a time. */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async runRefresh(): Promise<boolean> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    try {
      const grant = locks
        ? await locks.request(REFRESH_LOCK, () => this.deps.requestRefresh())
        : await this.deps.requestRefresh();
      if (this.state.status === 'signedIn') this.signedIn(grant);
      return this.state.status === 'signedIn';
    } catch (error) {
      if (this.state.status !== 'signedIn') return false;
      if (isRefusal(error)) {
        // The server refused the refresh cookie (expired, revoked, timed out).
        this.signOutLocal('expired');
      } else {
        // The server is unreachable: keep the session and try again shortly.
        this.schedule(RETRY_MS);
      }
      return false;
    }
  }

  private applyGrant(grant: Grant): void {
    this.token = grant.accessToken;
    const lifetime = tokenLifetimeMs(grant);
    this.expiresAtMs = Date.now() + lifetime;
    // Refresh at 75% of the lifetime, and at least a second before it ends (but never
    // sooner than a second from now, so that a wrong clock cannot cause a refresh storm).
    this.schedule(Math.max(MIN_REFRESH_DELAY_MS, Math.min(lifetime * 0.75, lifetime - 1000)));
  }

  private schedule(delayMs: number, run: () => void = () => void this.refresh()): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      run();
    }, delayMs);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private replaceEnvironment(): void {
    this.current?.resetSubscriptions();
    this.current = this.factory ? this.factory(this) : null;
  }
}

/**
 * How long a new access token lives, from the server's own count of seconds: its clock
 * may be shifted (AGORA_CLOCK outside production), so the expiry instant cannot be
 * compared with this browser's clock, and the token itself is opaque to the client.
 */
export function tokenLifetimeMs(grant: Grant): number {
  const seconds = grant.accessTokenExpiresIn;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** The application's session, talking to the real server. */
export function createAppSession(): Session {
  return new Session({
    loadEnvironmentFactory: () => import('../relay/environment').then((m) => m.createEnvironment),
    requestRefresh,
  });
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === 'ADMIN';
}

/**
 * The server refused the refresh cookie (expired, revoked, timed out): an answer with a
 * GraphQL error other than INTERNAL. No answer, a 5xx or an internal error is a blip.
 */
function isRefusal(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code !== undefined && error.code !== 'INTERNAL';
}
