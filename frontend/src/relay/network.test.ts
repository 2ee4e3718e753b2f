import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { GraphQLRequestError, describeError, fieldErrors } from './errors';
import { createFetchFn, graphqlWsUrl, serverClock } from './network';

const request = { name: 'TestQuery', text: 'query TestQuery { viewer { id } }', operationKind: 'query' } as RequestParameters;

function jsonResponse(body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });
}

function bridge(token: string | null, refreshed: string | null = null) {
  let current = token;
  return {
    accessToken: () => current,
    beforeRequest: vi.fn(async () => {}),
    refreshAfterUnauthenticated: vi.fn(async () => {
      if (!refreshed) return false;
      current = refreshed;
      return true;
    }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('fetch function', () => {
  it('sends X-Agora-Client, credentials and the Bearer token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: { viewer: null } }));
    vi.stubGlobal('fetch', fetchMock);
    const fetchFn = createFetchFn(bridge('abc'));
    await fetchFn(request, { a: 1 }, {}, null);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'X-Agora-Client': 'web', Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ query: request.text, variables: { a: 1 } });
  });

  it('sends no Authorization when signed out', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: {} }));
    vi.stubGlobal('fetch', fetchMock);
    await createFetchFn(bridge(null))(request, {}, {}, null);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('refreshes once and retries after UNAUTHENTICATED', async () => {
    const unauthenticated = { data: null, errors: [{ message: 'Faça login para continuar.', extensions: { code: 'UNAUTHENTICATED' } }] };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(unauthenticated))
      .mockResolvedValueOnce(jsonResponse({ data: { viewer: { id: '1' } } }));
    vi.stubGlobal('fetch', fetchMock);
    const auth = bridge('old', 'new');
    const result = await createFetchFn(auth)(request, {}, {}, null);
    expect(result).toEqual({ data: { viewer: { id: '1' } } });
    expect(auth.refreshAfterUnauthenticated).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers).toMatchObject({ Authorization: 'Bearer new' });
  });

  it('turns errors without data into a GraphQLRequestError', async () => {
    const errors = [{ message: 'Este e-mail já está em uso.', extensions: { code: 'CONFLICT', field: 'email' } }];
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ data: null, errors })));
    const failure = await Promise.resolve(createFetchFn(bridge('abc'))(request, {}, {}, null)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect(describeError(failure, 'Erro ao salvar')).toEqual({ title: 'Erro ao salvar', message: 'Este e-mail já está em uso.' });
  });
});

describe('errors', () => {
  it("prefers the server's title and maps VALIDATION fields", () => {
    const error = new GraphQLRequestError([
      { message: 'Email inválido', extensions: { code: 'VALIDATION', field: 'email', title: 'Dados inválidos' } },
    ]);
    expect(describeError(error, 'Erro no cadastro')).toEqual({ title: 'Dados inválidos', message: 'Email inválido' });
    expect(fieldErrors(error)).toEqual({ email: 'Email inválido' });
  });

  it('has a pt-BR message for unreachable servers and unknown failures', () => {
    expect(describeError(new TypeError('x'), 'Erro no login').message).toBe('Ocorreu um erro inesperado. Tente novamente.');
  });
});

describe('server clock', () => {
  it('ignores small differences and follows a shifted server clock', () => {
    serverClock.observe(new Response(null, { headers: { date: new Date().toUTCString() } }));
    expect(serverClock.offsetMs).toBe(0);
    serverClock.observe(new Response(null, { headers: { date: new Date(Date.now() + 3_600_000).toUTCString() } }));
    expect(Math.abs(serverClock.offsetMs - 3_600_000)).toBeLessThan(1_500);
    expect(serverClock.toLocal(Date.now() + 3_600_000)).toBeLessThan(Date.now() + 1_500);
    serverClock.offsetMs = 0;
  });

  it('builds the websocket URL from the page origin', () => {
    expect(graphqlWsUrl({ protocol: 'https:', host: 'agora.example' } as Location)).toBe('wss://agora.example/graphql/ws');
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' } as Location)).toBe('ws://localhost:5173/graphql/ws');
  });
});

/** Enough of XMLHttpRequest for one multipart upload. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 200;
  responseText = '';
  responseHeaders: Record<string, string> = { 'content-type': 'application/json' };
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(body: unknown) {
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploads', () => {
  beforeEach(() => {
    FakeXhr.last = null;
  });

  const uploadRequest = {
    name: 'useUploadFileMutation',
    text: 'mutation useUploadFileMutation($input: UploadFileInput!) { uploadFile(input: $input) { url } }',
    operationKind: 'mutation',
  } as RequestParameters;

  it('sends a GraphQL multipart request with X-Agora-Client and the token, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress = vi.fn();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'sala.png', { type: 'image/png' });
    const pending = createFetchFn(bridge('abc'))(
      uploadRequest,
      { input: { bucket: 'SPACES', file: null } },
      { metadata: { onUploadProgress: progress } },
      { 'input.file': file },
    );
    await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/graphql');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toMatchObject({ 'X-Agora-Client': 'web', Authorization: 'Bearer abc' });
    expect(xhr.headers).not.toHaveProperty('Content-Type');
    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(body.get('operations') as string)).toEqual({
      query: uploadRequest.text,
      variables: { input: { bucket: 'SPACES', file: null } },
    });
    expect(JSON.parse(body.get('map') as string)).toEqual({ 0: ['variables.input.file'] });
    expect((body.get('0') as File).name).toBe('sala.png');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 100 });
    xhr.respond({ data: { uploadFile: { url: '/storage/spaces/images/a.png' } } });
    expect(await pending).toEqual({ data: { uploadFile: { url: '/storage/spaces/images/a.png' } } });
  });

  it("turns the server's refusal into an error with its message", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new File(['x'], 'big.png', { type: 'image/png' });
    const pending = Promise.resolve(
      createFetchFn(bridge('abc'))(uploadRequest, { input: { bucket: 'AVATARS', file: null } }, {}, { 'input.file': file }),
    ).catch((e: unknown) => e);
    await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    (FakeXhr.last as FakeXhr).respond({
      data: null,
      errors: [{ message: 'Arquivo muito grande. Máximo 5MB.', extensions: { code: 'VALIDATION', field: 'file' } }],
    });
    const error = await pending;
    expect(describeError(error, 'Erro no upload')).toEqual({ title: 'Erro no upload', message: 'Arquivo muito grande. Máximo 5MB.' });
  });

  it('aborts an upload when asked', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = Promise.resolve(
      createFetchFn(bridge('abc'))(
        uploadRequest,
        { input: { bucket: 'AVATARS', file: null } },
        { metadata: { signal: controller.signal } },
        { 'input.file': new File(['x'], 'a.png', { type: 'image/png' }) },
      ),
    ).catch((e: unknown) => e);
    await vi.waitFor(() => expect(FakeXhr.last?.body).not.toBeNull());
    controller.abort();
    expect((FakeXhr.last as FakeXhr).aborted).toBe(true);
    expect(await pending).toBeInstanceOf(Error);
  });
});
