// The API as integrators meet it, driven by the ecosystem's own tools against the real
// binary: the `graphql-http` conformance audit (GraphQL over HTTP) and the official
// `graphql-ws` client, which must get every protocol close code and never loop.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { auditServer } from 'graphql-http';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startServer } from '../lib.mjs';

let server;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

describe('GraphQL over HTTP', () => {
  test('the graphql-http audit passes every MUST and every SHOULD', async () => {
    const results = await auditServer({ url: `${server.url}/graphql` });
    const counts = {};
    for (const r of results) {
      const level = r.name.split(' ')[0];
      counts[level] ??= { ok: 0, other: 0 };
      counts[level][r.status === 'ok' ? 'ok' : 'other'] += 1;
    }
    console.log(`graphql-http audit: ${JSON.stringify(counts)}`);
    const failing = results.filter((r) => r.status !== 'ok');
    for (const r of failing) console.log(`  ${r.status} ${r.id} ${r.name}: ${r.reason}`);
    const musts = failing.filter((r) => r.name.startsWith('MUST'));
    assert.deepEqual(musts.map((r) => `${r.id} ${r.name}`), [], 'every MUST passes');
    const shoulds = failing.filter((r) => r.name.startsWith('SHOULD'));
    assert.deepEqual(shoulds.map((r) => `${r.id} ${r.name}`), [], 'every SHOULD passes');
    // The MAYs left are GET: operations run only on POST (docs/api.md, "GraphQL over HTTP").
    const mays = failing.filter((r) => r.name.startsWith('MAY')).map((r) => r.id);
    assert.deepEqual(mays.sort(), ['5A70', '6A70', 'D6D5']);
  });
});

/** Counts the sockets the client opens; `mangle` rewrites what it sends (a buggy client). */
function socketClass(mangle = (data) => [data]) {
  const opened = { count: 0 };
  class Socket extends WebSocket {
    constructor(url, protocols) {
      super(url, protocols);
      opened.count += 1;
    }
    send(data) {
      for (const out of mangle(String(data))) super.send(out);
    }
  }
  return { Socket, opened };
}

/** Subscribes once with the official client; resolves with the close code it ends with. */
function closeCodeOf({ mangle, retryAttempts = 3, connectionParams, generateID, payloads }) {
  const { Socket, opened } = socketClass(mangle);
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql/ws`,
    webSocketImpl: Socket,
    retryAttempts,
    retryWait: async () => {},
    connectionParams,
    generateID,
  });
  return new Promise((resolve) => {
    let done = false;
    const finish = (value) => {
      if (done) return;
      done = true;
      client.dispose();
      resolve({ ...value, sockets: opened.count });
    };
    for (const payload of payloads ?? [{ query: '{ __typename }' }]) {
      client.subscribe(payload, {
        next: () => {},
        error: (err) => finish({ code: err?.code, reason: err?.reason }),
        complete: () => {},
      });
    }
    setTimeout(() => finish({ code: 'timeout' }), 20_000);
  });
}

describe('graphql-transport-ws close codes, with the official graphql-ws client', () => {
  const rewrite = (type, to) => (data) => (JSON.parse(data).type === type ? to(data) : [data]);

  test('4400: a message the server cannot read', async () => {
    const result = await closeCodeOf({ mangle: rewrite('subscribe', () => ['{"type": "subscribe", "id": 1']) });
    assert.equal(result.code, 4400);
    assert.equal(result.sockets, 1, 'fatal: no retry');
  });

  test('4401: subscribe before the server acknowledged the init', async () => {
    const early = JSON.stringify({ type: 'subscribe', id: 'x', payload: { query: '{ __typename }' } });
    const result = await closeCodeOf({ mangle: rewrite('connection_init', (data) => [early, data]) });
    assert.equal(result.code, 4401);
    assert.equal(result.sockets, 1);
  });

  test('4429: a second connection_init', async () => {
    const result = await closeCodeOf({ mangle: rewrite('connection_init', (data) => [data, data]) });
    assert.equal(result.code, 4429);
    assert.equal(result.sockets, 1);
  });

  test('4409: two running operations with one id', async () => {
    const signIn = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { signIn(input: {email: "admin@agora.dev", password: "agora-admin"}) { accessToken } }',
      }),
    }).then((r) => r.json());
    const token = signIn.data.signIn.accessToken;
    const feed = { query: 'subscription { bookingChanged { id } }' };
    const result = await closeCodeOf({
      connectionParams: { authorization: `Bearer ${token}` },
      generateID: () => 'same',
      payloads: [feed, feed],
    });
    assert.equal(result.code, 4409);
    assert.equal(result.sockets, 1);
  });

  test('1009: a message over the limit', async () => {
    const result = await closeCodeOf({ payloads: [{ query: '{ __typename }', variables: { x: 'x'.repeat(70 * 1024) } }] });
    assert.equal(result.code, 1009);
    assert.equal(result.sockets, 1);
  });

  test('4403: an invalid token; the client retries as configured and then stops', async () => {
    const result = await closeCodeOf({ connectionParams: { authorization: 'Bearer not-a-token' } });
    assert.equal(result.code, 4403);
    assert.equal(result.sockets, 4, 'one attempt and three retries, never a loop');
  });

  test('4408: no connection_init in time', async () => {
    const late = () => new Promise((resolve) => setTimeout(() => resolve({}), 7_000));
    const result = await closeCodeOf({ connectionParams: late, retryAttempts: 0 });
    assert.equal(result.code, 4408);
    assert.equal(result.sockets, 1);
  });
});
