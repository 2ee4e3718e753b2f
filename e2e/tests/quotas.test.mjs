// Issue 15's quotas screen: an admin limits each person to one booking a day across every
// space; a second booking that day is refused by the server with the limit's message; a
// duplicate limit is refused; removing the limit frees at once. The server's clock is
// fixed on a Monday 09:00 in São Paulo.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { MOBILE, checkA11y, choose, journey, launchBrowser, screenshotViewport as screenshot, settled, startServer, toast } from '../lib.mjs';

const CLOCK = '2031-03-10T12:00:00Z'; // Monday 2031-03-10, 09:00 in America/Sao_Paulo
const USER = { email: 'usuario@agora.dev', password: 'agora-usuario' };
const ADMIN = { email: 'admin@agora.dev', password: 'agora-admin' };
const BOOK = 'mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }';

let server;
let browser;
let j;

before(async () => {
  server = await startServer({ AGORA_CLOCK: CLOCK });
  browser = await launchBrowser();
  j = journey(server, browser);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Books `hour`:00–+1 on 2031-03-20 (a Thursday the demo data leaves free) for the user. */
async function bookThursday(token, spaceId, hour) {
  const start = new Date(Date.UTC(2031, 2, 20, hour + 3));
  const end = new Date(start.getTime() + 3_600_000);
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: BOOK, variables: { i: { spaceId, startsAt: start.toISOString(), endsAt: end.toISOString() } } }),
  });
  return res.json();
}

test('an admin sets a limit per person, the server holds bookings to it, and removing it frees at once', async () => {
  const { page, problems } = await j.newPage();
  await j.signIn(page, ADMIN);
  await page.goto(`${server.url}/admin/spaces`);
  await page.getByRole('button', { name: 'Limites por pessoa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Limites por pessoa' });
  await dialog.getByText('Nenhum limite: cada pessoa reserva o quanto quiser.').waitFor();
  await choose(page, dialog, 'Conta', 'Reservas');
  await choose(page, dialog, 'Período', 'Dia');
  await dialog.getByLabel('Máximo').fill('0');
  await dialog.getByRole('button', { name: 'Criar limite' }).click();
  await dialog.getByText('Informe um número inteiro de 1 a 1000.').waitFor();
  await dialog.getByLabel('Máximo').fill('1');
  await dialog.getByRole('button', { name: 'Criar limite' }).click();
  await toast(page, 'Limite criado').waitFor();
  await dialog.getByText('Até 1 reserva por dia em todos os espaços').waitFor();
  // The same kind of limit twice: the server's refusal.
  await dialog.getByRole('button', { name: 'Criar limite' }).click();
  await dialog.getByText('Já existe um limite deste tipo para este escopo. Exclua-o antes de criar outro.').waitFor();
  await checkA11y(page, 'quotas dialog');
  await settled(page);
  await screenshot(page, 'quotas-dialog-desktop');

  const token = await j.apiSignIn(USER);
  const { spaces } = await j.gql('{ spaces(first: 50) { edges { node { id } } } }', {}, token);
  const [first, second] = spaces.edges.map((e) => e.node.id);
  const ok = await bookThursday(token, first, 9);
  assert.equal(ok.errors, undefined, JSON.stringify(ok));
  const refused = await bookThursday(token, second, 15);
  assert.equal(refused.errors?.[0]?.extensions?.title, 'Limite de reservas atingido', JSON.stringify(refused));

  // The booking form names the limit.
  const user = await j.newPage();
  await j.signIn(user.page, USER);
  await user.page.getByRole('button', { name: /^Reservar / }).nth(1).click();
  const form = user.page.getByRole('dialog', { name: 'Nova Reserva' });
  await form.getByText('Limites por pessoa: até 1 reserva por dia em todos os espaços somados.').waitFor();
  assert.deepEqual(user.problems, []);

  await dialog.getByRole('button', { name: 'Remover: Até 1 reserva por dia em todos os espaços' }).click();
  await toast(page, 'Limite removido').waitFor();
  await dialog.getByText('Nenhum limite: cada pessoa reserva o quanto quiser.').waitFor();
  const freed = await bookThursday(token, second, 15);
  assert.equal(freed.errors, undefined, JSON.stringify(freed));
  assert.deepEqual(problems, []);
});

test('the quotas dialog fits a 390 px screen', async () => {
  const { page, problems } = await j.newPage(MOBILE);
  await j.signIn(page, ADMIN);
  await page.goto(`${server.url}/admin/spaces`);
  await page.getByRole('button', { name: 'Limites por pessoa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Limites por pessoa' });
  await dialog.getByRole('button', { name: 'Criar limite' }).click();
  await toast(page, 'Limite criado').waitFor();
  await dialog.getByText('Até 4 horas por semana em todos os espaços').waitFor();
  await checkA11y(page, 'quotas dialog at 390 px');
  await settled(page);
  await screenshot(page, 'quotas-dialog-mobile');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, 'nothing wider than the screen');
  assert.deepEqual(problems, []);
});
