// Only types from relay-runtime here: this module is part of the entry chunk, and
// Relay itself is loaded with the first route that needs it.
import type { FetchFunction, GraphQLResponse, RequestParameters, UploadableMap, Variables } from 'relay-runtime';
import { GraphQLRequestError, NetworkError } from './errors';
import type { ApiError } from './errors';

export const GRAPHQL_PATH = '/graphql';
export const GRAPHQL_WS_PATH = '/graphql/ws';

/** ws(s)://host/graphql/ws for the page's own origin. */
export function graphqlWsUrl(location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${GRAPHQL_WS_PATH}`;
}

/**
 * What the network layer needs from the session: the current token, a chance to refresh
 * it before a request when it is about to expire, and one refresh after the server
 * says UNAUTHENTICATED.
 */
export interface AuthBridge {
  accessToken(): string | null;
  beforeRequest(): Promise<void>;
  /** Refreshes the session; true when a new token is available. */
  refreshAfterUnauthenticated(): Promise<boolean>;
}

/**
 * The server's clock, estimated from the `Date` header of its responses: outside
 * production the server may run on a shifted clock (AGORA_CLOCK), and token expiry
 * instants are in its time.
 */
export const serverClock = {
  offsetMs: 0,
  /** Converts a server instant to this browser's clock. */
  toLocal(serverInstantMs: number): number {
    return serverInstantMs - this.offsetMs;
  },
  observe(response: Response): void {
    this.observeDateHeader(response.headers.get('date'));
  },
  observeDateHeader(header: string | null): void {
    const parsed = header ? Date.parse(header) : Number.NaN;
    if (!Number.isFinite(parsed)) return;
    // The header has whole seconds: assume the middle of that second. Small
    // differences are noise, not a shifted clock.
    const estimate = parsed + 500 - Date.now();
    this.offsetMs = Math.abs(estimate) > 2000 ? estimate : 0;
  },
};

interface RawResponse {
  data?: unknown;
  errors?: ApiError[];
}

/** How far an upload has gone: bytes sent of the request body. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface PostOptions {
  token?: string | null;
  uploadables?: UploadableMap | null;
  /** Called as the request body (with the files) is sent. Uploads only. */
  onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
  /** Aborts an upload in flight. Uploads only. */
  signal?: AbortSignal | undefined;
}

/**
 * What a mutation may pass to the network layer in `cacheConfig.metadata` when it sends
 * files: progress events and a way to abort (fetch reports no upload progress, so
 * uploads go through XMLHttpRequest).
 */
export interface UploadMetadata {
  onUploadProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** One POST to /graphql with the headers every request of the web app carries. */
export async function postGraphQL(
  query: string,
  variables: Variables,
  { token, uploadables, onUploadProgress, signal }: PostOptions = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { 'X-Agora-Client': 'web', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (uploadables && Object.keys(uploadables).length > 0) {
    // The browser sets the multipart Content-Type with its boundary.
    return sendMultipart(headers, multipartBody(query, variables, uploadables), onUploadProgress, signal);
  }
  headers['Content-Type'] = 'application/json';
  return readGraphQLResponse(
    fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify({ query, variables }),
    }),
  );
}

/** The JSON body of a POST to /graphql (noting the server's clock from its Date header). */
export async function readGraphQLResponse(request: Promise<Response>): Promise<RawResponse> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new NetworkError('Network request failed');
  }
  serverClock.observe(response);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    throw new NetworkError(`Unexpected response (${response.status})`, response.status);
  }
  try {
    return (await response.json()) as RawResponse;
  } catch {
    throw new NetworkError(`Invalid JSON (${response.status})`, response.status);
  }
}

/** The multipart POST, through XMLHttpRequest for its upload progress events. */
function sendMultipart(
  headers: Record<string, string>,
  body: FormData,
  onUploadProgress: PostOptions['onUploadProgress'],
  signal: AbortSignal | undefined,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new NetworkError('Upload aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', GRAPHQL_PATH);
    xhr.withCredentials = true;
    Object.entries(headers).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    if (onUploadProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onUploadProgress({ loaded: event.loaded, total: event.total });
      };
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      serverClock.observeDateHeader(xhr.getResponseHeader('date'));
      const type = xhr.getResponseHeader('content-type') ?? '';
      if (!type.includes('json')) {
        reject(new NetworkError(`Unexpected response (${xhr.status})`, xhr.status));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as RawResponse);
      } catch {
        reject(new NetworkError(`Invalid JSON (${xhr.status})`, xhr.status));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new NetworkError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(new NetworkError('Upload aborted'));
    };
    xhr.send(body);
  });
}

/**
 * GraphQL multipart request: `operations`, then `map`, then the files. Relay's
 * uploadables are keyed by variable path ("input.file").
 */
function multipartBody(query: string, variables: Variables, uploadables: UploadableMap): FormData {
  const form = new FormData();
  const vars: Record<string, unknown> = structuredClone(variables);
  const map: Record<string, string[]> = {};
  Object.keys(uploadables).forEach((path, i) => {
    map[String(i)] = [`variables.${path}`];
    setPath(vars, path, null);
  });
  form.append('operations', JSON.stringify({ query, variables: vars }));
  form.append('map', JSON.stringify(map));
  Object.entries(uploadables).forEach(([, file], i) => form.append(String(i), file));
  return form;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((k) => {
    if (typeof node[k] !== 'object' || node[k] === null) node[k] = {};
    node = node[k] as Record<string, unknown>;
  });
  node[keys[keys.length - 1] as string] = value;
}

function isUnauthenticated(response: RawResponse): boolean {
  return (response.errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * Relay's fetch: Bearer token, one refresh-and-retry on UNAUTHENTICATED; files
 * (`uploadables`) as a GraphQL multipart request, with `UploadMetadata` from the
 * mutation's `cacheConfig.metadata`.
 */
export function createFetchFn(auth: AuthBridge): FetchFunction {
  return async (request: RequestParameters, variables: Variables, cacheConfig, uploadables) => {
    const text = request.text;
    if (text == null) throw new Error(`Operation ${request.name} has no text (persisted queries are not used).`);
    const upload = (cacheConfig.metadata ?? {}) as UploadMetadata;
    const options = { uploadables, onUploadProgress: upload.onUploadProgress, signal: upload.signal };
    await auth.beforeRequest();
    let token = auth.accessToken();
    let response = await postGraphQL(text, variables, { ...options, token });
    if (token && isUnauthenticated(response) && (await auth.refreshAfterUnauthenticated())) {
      token = auth.accessToken();
      response = await postGraphQL(text, variables, { ...options, token });
    }
    if (response.errors?.length && response.data == null) throw new GraphQLRequestError(response.errors);
    return response as GraphQLResponse;
  };
}
