// Issue 17's way in for integrators: an admin makes a personal access token in
// Configurações → Integrações, copies it once, and a program outside the browser uses it
// on POST /graphql within its scopes; revoked, it stops at once. An admin registers a
// webhook pointing at a receiver this test runs; a booking reaches it signed (checked here
// with node:crypto), the delivery log shows it, and 'Reenviar' sends the same event again.
// axe on every screen and dialog; desktop and phone screenshots.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { MOBILE, checkA11y, journey, launchBrowser, screenshot, screenshotViewport, settled, startServer, toast } from '../lib.mjs';

const ADMIN = { email: 'admin@agora.dev', password: 'agora-admin' };
const USER = { email: 'usuario@agora.dev', password: 'agora-usuario' };

let server;
let browser;
let newPage;
let signIn;
let apiSignIn;
let gql;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ newPage, signIn, apiSignIn, gql } = journey(server, browser));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** POST /graphql as a program would, with a bearer token; the whole body. */
async function call(token, query) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return res.json();
}

test('an admin makes an API token, a program uses it within its scopes, and revoking ends it', async () => {
  const { context, page, problems } = await newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await signIn(page, ADMIN);
  await page.goto(`${server.url}/settings`);
  await page.getByRole('tab', { name: 'Integrações' }).click();
  const section = page.getByRole('region', { name: 'Tokens de API' });
  await section.getByText('Nenhum token criado.').waitFor();
  await checkA11y(page, 'settings, integrations');

  await section.getByRole('button', { name: 'Criar token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar token de API' });
  await dialog.getByRole('button', { name: 'Criar token' }).click();
  await dialog.getByText('Escolha ao menos um escopo.').waitFor();
  await settled(page);
  await checkA11y(page, 'the new token dialog with its errors');
  await screenshotViewport(page, 'settings-api-token-dialog');
  await dialog.getByLabel('Nome').fill('Painel do financeiro');
  await dialog.getByRole('checkbox', { name: /reports:read/ }).check();
  await dialog.getByRole('checkbox', { name: /bookings:read/ }).check();
  await dialog.getByRole('button', { name: 'Criar token' }).click();
  await toast(page, 'Token criado').waitFor();
  const field = section.getByRole('textbox', { name: 'Novo token' });
  const token = await field.inputValue();
  assert.match(token, /^agora_pat_[\w-]{40,}$/);
  await section.getByRole('button', { name: 'Copiar token' }).click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), token);
  const item = section.getByRole('listitem').filter({ hasText: 'Painel do financeiro' });
  await item.getByText('Escopos: bookings:read, reports:read').waitFor();
  await item.getByText(/nunca usado/).waitFor();
  await settled(page);
  await checkA11y(page, 'settings with a new token');
  await screenshot(page, 'settings-api-tokens');

  // A program, outside the browser: what the scopes allow, and nothing else.
  const dashboard = await call(token, '{ adminDashboard { activeSpaces } }');
  assert.ok(dashboard.data.adminDashboard.activeSpaces > 0, JSON.stringify(dashboard));
  const profile = await call(token, '{ viewer { email } }');
  assert.equal(profile.errors[0].message, 'Este token de API não tem o escopo account:read.');
  const feed = await call(token, 'mutation { createCalendarFeed { url } }');
  assert.equal(feed.errors[0].extensions.code, 'FORBIDDEN');

  // Reloaded, the token itself is gone from the page; its last use shows.
  await page.reload();
  await page.getByRole('tab', { name: 'Integrações' }).click();
  await item.getByText(/último uso em/).waitFor();
  assert.equal(await section.getByRole('textbox', { name: 'Novo token' }).count(), 0);
  await item.getByRole('button', { name: 'Revogar o token Painel do financeiro' }).click();
  await page.getByRole('dialog', { name: 'Revogar o token?' }).getByRole('button', { name: 'Revogar' }).click();
  await item.getByText('Revogado', { exact: true }).waitFor();
  const after = await call(token, '{ adminDashboard { activeSpaces } }');
  assert.equal(after.errors[0].extensions.code, 'UNAUTHENTICATED');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the tokens tab at 390 px', async () => {
  const { context, page, problems } = await newPage(MOBILE);
  await signIn(page, ADMIN);
  await page.goto(`${server.url}/settings`);
  await page.getByRole('tab', { name: 'Integrações' }).click();
  const section = page.getByRole('region', { name: 'Tokens de API' });
  await section.getByRole('button', { name: 'Criar token' }).waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scroll (${width}px)`);
  await screenshot(page, 'settings-api-tokens-390');
  await section.getByRole('button', { name: 'Criar token' }).click();
  await page.getByRole('dialog', { name: 'Criar token de API' }).waitFor();
  await settled(page);
  await checkA11y(page, 'the new token dialog at 390 px');
  await screenshotViewport(page, 'settings-api-token-dialog-390');
  assert.deepEqual(problems, []);
  await context.close();
});

/** A webhook receiver on a free port: every request's headers and raw body. */
async function startReceiver() {
  const received = [];
  const http = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise((r) => http.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${http.address().port}/agora`,
    received,
    async waitFor(n) {
      for (let i = 0; i < 300 && received.length < n; i++) await new Promise((r) => setTimeout(r, 100));
      assert.ok(received.length >= n, `${received.length} of ${n} deliveries arrived`);
    },
    close: () => new Promise((r) => http.close(r)),
  };
}

/** Checks `Agora-Signature: t=…,v1=…` as docs/api.md tells a receiver to. */
function verify(secret, { headers, body }) {
  const parts = Object.fromEntries(headers['agora-signature'].split(',').map((p) => p.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  assert.ok(timingSafeEqual(expected, Buffer.from(parts.v1, 'hex')), 'the signature verifies');
  assert.ok(Math.abs(Date.now() / 1000 - Number(parts.t)) < 300, 'signed just now');
}

test('an admin registers a webhook; a booking reaches it signed, the log shows it, and it is sent again', async () => {
  const receiver = await startReceiver();
  const { context, page, problems } = await newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await signIn(page, ADMIN);
  await page.getByRole('navigation', { name: 'Menu lateral' }).getByRole('link', { name: 'Webhooks' }).click();
  await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
  await page.getByText('Nenhum webhook cadastrado.').waitFor();
  await checkA11y(page, 'webhooks, empty');

  await page.getByRole('button', { name: 'Novo webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo webhook' });
  await dialog.getByLabel('URL').fill('ftp://errado');
  await dialog.getByRole('button', { name: 'Criar webhook' }).click();
  await dialog.getByText('Informe uma URL http:// ou https:// válida.').waitFor();
  await dialog.getByText('Escolha ao menos um evento.').waitFor();
  await settled(page);
  await checkA11y(page, 'the new webhook dialog with its errors');
  await screenshotViewport(page, 'admin-webhook-dialog');
  await dialog.getByLabel('URL').fill(receiver.url);
  await dialog.getByLabel('Descrição (opcional)').fill('ERP do financeiro');
  await dialog.getByRole('checkbox', { name: /booking\.created/ }).check();
  await dialog.getByRole('checkbox', { name: /booking\.cancelled/ }).check();
  await dialog.getByRole('button', { name: 'Criar webhook' }).click();
  await toast(page, 'Webhook criado').waitFor();
  const secret = await page.getByRole('textbox', { name: 'Segredo de assinatura' }).inputValue();
  assert.match(secret, /^whsec_[\w-]{40,}$/);
  await page.getByRole('button', { name: 'Copiar segredo' }).click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);

  // A user books through the API; the receiver is told, signed.
  const token = await apiSignIn(USER);
  const { spaces } = await gql('{ spaces(first: 1) { edges { node { id } } } }', {}, token);
  const space = spaces.edges[0].node.id;
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const { availability } = await gql(
    'query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { startsAt endsAt available } } }',
    { s: space, d: day },
    token,
  );
  const slot = availability.slots.find((s) => s.available);
  const made = await gql(
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }',
    { i: { spaceId: space, startsAt: slot.startsAt, endsAt: slot.endsAt } },
    token,
  );
  await receiver.waitFor(1);
  const [first] = receiver.received;
  verify(secret, first);
  const event = JSON.parse(first.body);
  assert.equal(event.type, 'booking.created');
  assert.equal(event.data.booking.id, made.createBooking.booking.id);
  assert.equal(first.headers['agora-event-id'], event.id);

  const card = page.getByRole('region', { name: receiver.url });
  await page.getByRole('button', { name: 'Atualizar entregas' }).click();
  const log = card.getByRole('list', { name: `Entregas de ${receiver.url}` });
  await log.getByText('HTTP 200').waitFor();
  await log.getByText('Entregue', { exact: true }).waitFor();
  await settled(page);
  await checkA11y(page, 'webhooks with a delivery');
  await screenshot(page, 'admin-webhooks');

  await log.getByRole('button', { name: /^Reenviar booking\.created/ }).click();
  await toast(page, 'Entrega reenviada').waitFor();
  await receiver.waitFor(2);
  verify(secret, receiver.received[1]);
  assert.equal(receiver.received[1].headers['agora-event-id'], event.id, 'the same event, for the receiver to dedupe');
  await page.getByRole('button', { name: 'Atualizar entregas' }).click();
  await assert.doesNotReject(async () => {
    for (let i = 0; i < 50 && (await log.getByText('HTTP 200').count()) < 2; i++) {
      await new Promise((r) => setTimeout(r, 200));
      await page.getByRole('button', { name: 'Atualizar entregas' }).click();
    }
    assert.equal(await log.getByText('HTTP 200').count(), 2);
  });

  // Switched off, then removed after asking.
  await card.getByRole('switch', { name: 'Ativo' }).click();
  await toast(page, 'Webhook desativado').waitFor();
  assert.equal(await card.getByRole('switch', { name: 'Ativo' }).isChecked(), false);
  await card.getByRole('button', { name: `Remover o webhook ${receiver.url}` }).click();
  await page.getByRole('dialog', { name: 'Remover o webhook?' }).getByRole('button', { name: 'Remover' }).click();
  await page.getByText('Nenhum webhook cadastrado.').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
  await receiver.close();
});

test('the webhooks page at 390 px', async () => {
  const receiver = await startReceiver();
  const { context, page, problems } = await newPage(MOBILE);
  const token = await apiSignIn(ADMIN);
  await gql(
    'mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }',
    { i: { url: receiver.url, description: 'ERP', events: ['SPACE_CHANGED', 'BOOKING_CREATED'] } },
    token,
  );
  await gql('mutation { createSpace(input: {name: "Sala Webhook", capacity: 4, pricePerHour: "50"}) { space { id } } }', {}, token);
  await receiver.waitFor(1);
  await signIn(page, ADMIN);
  await page.goto(`${server.url}/admin/webhooks`);
  await page.getByText('HTTP 200').first().waitFor({ timeout: 15_000 }).catch(async () => {
    await page.getByRole('button', { name: 'Atualizar entregas' }).click();
    await page.getByText('HTTP 200').first().waitFor();
  });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scroll (${width}px)`);
  await checkA11y(page, 'webhooks at 390 px');
  await screenshot(page, 'admin-webhooks-390');
  assert.deepEqual(problems, []);
  await context.close();
  await receiver.close();
});
