import { afterEach, describe, expect, it, vi } from 'vitest';
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
