// docs/api.md's examples run as written: every `sh` block of "Try it" through bash (curl),
// every `js` block there through Node.js, against the real server with a personal access
// token; each must answer data and no errors. The signature checks of "Webhooks" (Python
// and Node.js) must accept a signature made here and refuse a tampered body.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { journey, startServer } from '../lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const doc = readFileSync(path.join(here, '../../docs/api.md'), 'utf8');
const ADMIN = { email: 'admin@agora.dev', password: 'agora-admin' };

let server;
let env;

/** The fenced blocks of `lang` in the section titled `title`. */
function blocks(title, lang) {
  const start = doc.indexOf(`\n## ${title}\n`);
  assert.ok(start >= 0, `docs/api.md has a "${title}" section`);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
}

before(async () => {
  server = await startServer();
  // No browser: only the API helpers.
  const { gql, apiSignIn } = journey(server, null);
  const session = await apiSignIn(ADMIN);
  const made = await gql(
    'mutation($i: CreateApiTokenInput!) { createApiToken(input: $i) { token } }',
    { i: { name: 'docs', scopes: ['SPACES_READ', 'BOOKINGS_READ', 'BOOKINGS_WRITE'], expiresInDays: 1 } },
    session,
  );
  env = { ...process.env, AGORA_URL: server.url, AGORA_TOKEN: made.createApiToken.token };
});

after(async () => {
  await server?.stop();
});

test('every curl example of "Try it" answers data and no errors', () => {
  const examples = blocks('Try it', 'sh');
  assert.ok(examples.length >= 4, `${examples.length} curl examples`);
  for (const script of examples) {
    const out = execFileSync('bash', ['-euo', 'pipefail', '-c', script], { env, encoding: 'utf8' });
    const body = JSON.parse(out.trim().split('\n').at(-1));
    assert.equal(body.errors, undefined, `${script}\n→ ${out}`);
    assert.ok(body.data && Object.values(body.data).every((v) => v !== null), `${script}\n→ ${out}`);
  }
});

test('the graphql-ws example of "Try it" gets the live availability', () => {
  const [script] = blocks('Try it', 'js');
  assert.ok(script, 'a js example');
  // Inside e2e/, so that `graphql-ws` and `ws` resolve from its node_modules.
  const dir = mkdtempSync(path.join(here, '..', '.docs-'));
  try {
    const file = path.join(dir, 'example.mjs');
    writeFileSync(file, script);
    const out = execFileSync('node', [file], { env, encoding: 'utf8', timeout: 30_000 });
    const value = JSON.parse(out.trim());
    assert.equal(value.errors, undefined, out);
    assert.ok(value.data.availabilityChanged.slots.length > 0, out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the signature checks of "Webhooks" accept a real signature and refuse a tampered body', () => {
  const secret = 'whsec_docs';
  const body = '{"id":"1","type":"booking.created"}';
  const t = Math.floor(Date.now() / 1000);
  const header = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
  const [python] = blocks('Webhooks', 'python');
  const check = (b) =>
    execFileSync('python3', ['-c', `${python}\nimport sys\nprint(verify(sys.argv[1], sys.argv[2], sys.argv[3].encode()))`, secret, header, b], {
      encoding: 'utf8',
    }).trim();
  assert.equal(check(body), 'True');
  assert.equal(check(body.replace('created', 'cancelled')), 'False');
  const [js] = blocks('Webhooks', 'js');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agora-docs-'));
  try {
    const file = path.join(dir, 'verify.mjs');
    writeFileSync(
      file,
      `${js}\nconst [secret, header, body] = process.argv.slice(2);\nconsole.log(verify(secret, header, body));\n`,
    );
    const run = (b) => execFileSync('node', [file, secret, header, b], { encoding: 'utf8' }).trim();
    assert.equal(run(body), 'true');
    assert.equal(run(body.replace('created', 'cancelled')), 'false');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
