// Issue 17's way in for integrators: an admin makes a personal access token in
// Configurações → Integrações, copies it once, and a program outside the browser uses it
// on POST /graphql within its scopes; revoked, it stops at once. axe on the tab and the
// dialog; desktop and phone screenshots.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { MOBILE, checkA11y, journey, launchBrowser, screenshot, screenshotViewport, settled, startServer, toast } from '../lib.mjs';

const ADMIN = { email: 'admin@agora.dev', password: 'agora-admin' };

let server;
let browser;
let newPage;
let signIn;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ newPage, signIn } = journey(server, browser));
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
