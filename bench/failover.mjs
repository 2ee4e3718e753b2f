// R7 (`just reliability failover`): the subscriber fleet. Each subscriber is a graphql-ws
// client set up as the web app sets up its own (frontend/src/relay/subscriptions.ts: lazy,
// retrying forever with the library's randomised exponential back-off, a keep-alive ping
// every 10 s, the access token sent in `connection_init`), watching one space's day with
// the booking form's subscription. Nothing here reconnects by hand: when its node dies the
// client's own retry finds the other node behind the front address.
//
// Driven over stdin/stdout by api/examples/reliability.rs, one JSON object per line:
//   env WS_URL, TOKENS (JSON list), SPACES (JSON list of space IDs), DAY, SUBSCRIBERS
//   out {"ready": ...}            every subscriber has its first availability
//   in  {"killed": <epoch ms>}    the node they were on is gone
//   out {"recovered": ...}        each has had availability again over a new socket
//   in  {"check": true}           after the burst of bookings
//   out {"state": [...]}          each subscriber's space and the hours it shows as free
//   in  {"stop": true}
import readline from 'node:readline';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const WS_URL = process.env.WS_URL;
const TOKENS = JSON.parse(process.env.TOKENS);
const SPACES = JSON.parse(process.env.SPACES);
const DAY = process.env.DAY;
const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 1000);

const SUBSCRIPTION = `subscription R7($spaceId: ID!, $date: Date!) {
  availabilityChanged(spaceId: $spaceId, date: $date) { slots { startsAt available } }
}`;

const say = (object) => process.stdout.write(JSON.stringify(object) + '\n');

/** One subscriber: what it last showed, and when its sockets opened. */
function subscriber(index) {
  const token = TOKENS[index % TOKENS.length];
  const space = index % SPACES.length;
  const state = { space, free: null, payloads: 0, lastAt: 0, connects: [], errors: 0, completed: false };
  const client = createClient({
    url: WS_URL,
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: Infinity,
    keepAlive: 10_000,
    connectionParams: async () => ({ authorization: `Bearer ${token}` }),
    on: { connected: () => state.connects.push(Date.now()) },
  });
  client.subscribe(
    { query: SUBSCRIPTION, variables: { spaceId: SPACES[space], date: DAY } },
    {
      next: (value) => {
        const slots = value.data?.availabilityChanged?.slots;
        if (!slots) {
          state.errors += 1;
          return;
        }
        state.free = slots.filter((s) => s.available).map((s) => s.startsAt);
        state.payloads += 1;
        state.lastAt = Date.now();
      },
      error: () => (state.errors += 1),
      complete: () => (state.completed = true),
    },
  );
  return { state, client };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);

async function main() {
  const started = Date.now();
  const fleet = [];
  // Open in waves of 100 so that 1,000 handshakes do not all wait on one another.
  for (let i = 0; i < SUBSCRIBERS; i++) {
    fleet.push(subscriber(i));
    if (i % 100 === 99) while (fleet.some((s) => s.state.payloads === 0)) await sleep(20);
  }
  while (fleet.some((s) => s.state.payloads === 0)) await sleep(20);
  say({ ready: true, seconds: (Date.now() - started) / 1000 });

  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    const message = JSON.parse(line);
    if (message.killed) {
      const killed = message.killed;
      // Recovered: a socket opened after the kill, and availability received over it.
      const recoveredAt = (s) => {
        const connect = s.connects.find((t) => t > killed);
        return connect !== undefined && s.lastAt >= connect ? s.lastAt : null;
      };
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && fleet.some((s) => recoveredAt(s.state) === null)) await sleep(10);
      const times = fleet
        .map((s) => recoveredAt(s.state))
        .filter((t) => t !== null)
        .map((t) => t - killed)
        .sort((a, b) => a - b);
      say({
        recovered: times.length,
        p50: percentile(times, 0.5),
        p99: percentile(times, 0.99),
        max: times.at(-1) ?? NaN,
        over5s: times.filter((t) => t > 5000).length,
        errors: fleet.reduce((n, s) => n + s.state.errors, 0),
        completed: fleet.filter((s) => s.state.completed).length,
      });
    } else if (message.check) {
      say({ state: fleet.map((s) => ({ space: s.state.space, free: s.state.free })) });
    } else if (message.stop) {
      break;
    }
  }
  await Promise.all(fleet.map((s) => s.client.dispose()));
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
