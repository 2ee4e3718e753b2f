// Issue 15's weekly series journey: the form previews every occurrence, refuses to book
// past a taken one until the user skips it, books the rest at once and pays them in one
// go; 'my bookings' then cancels one occurrence with every later one. The server's clock
// is fixed on a Monday 09:00 in São Paulo.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  MOBILE,
  checkA11y,
  choose,
  journey,
  launchBrowser,
  screenshotViewport as screenshot,
  settled,
  startServer,
  toast,
} from '../lib.mjs';

const CLOCK = '2031-03-10T12:00:00Z'; // Monday 2031-03-10, 09:00 in America/Sao_Paulo
const USER = { email: 'usuario@agora.dev', password: 'agora-usuario' };
const ADMIN = { email: 'admin@agora.dev', password: 'agora-admin' };

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

/** Opens the booking form of `spaceName` on 11 March 2031, 14:00–15:00, weekly × 4. */
async function weeklyForm(page, spaceName) {
  await page.getByRole('button', { name: `Reservar ${spaceName}` }).first().click();
  const form = page.getByRole('dialog', { name: 'Nova Reserva' });
  await form.getByText(spaceName).first().waitFor();
  await form.getByRole('button', { name: /^Escolha uma data/ }).click();
  const calendar = page.getByRole('grid');
  await page.getByText('março 2031').first().waitFor();
  await calendar.getByRole('gridcell', { name: '11', exact: true }).click();
  await calendar.waitFor({ state: 'detached' });
  await choose(page, form, 'Início', '14:00');
  await choose(page, form, 'Fim', '15:00');
  await choose(page, form, 'Repetir', 'Toda semana');
  await form.getByRole('spinbutton', { name: 'Ocorrências' }).fill('4');
  return form;
}

test('a weekly series is previewed, booked past a skipped date, paid at once and cancelled from one occurrence on', async () => {
  // The admin holds the second Tuesday, 18 March 14:00–15:00, in the first space.
  const token = await j.apiSignIn(ADMIN);
  const { spaces } = await j.gql('{ spaces(first: 50) { edges { node { id name } } } }', {}, token);
  const space = spaces.edges[0].node;
  await j.gql(
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }',
    { i: { spaceId: space.id, startsAt: '2031-03-18T17:00:00Z', endsAt: '2031-03-18T18:00:00Z' } },
    token,
  );

  const { page, problems } = await j.newPage();
  await j.signIn(page, USER);
  await page.goto(`${server.url}/spaces`);
  const form = await weeklyForm(page, space.name);
  await form.getByText('3 de 4 ocorrências serão reservadas · Total').waitFor();
  const occurrences = form.getByRole('list', { name: 'Ocorrências da série' });
  assert.equal(await occurrences.getByRole('listitem').count(), 4);
  await occurrences.getByRole('listitem').nth(1).getByText('Horário indisponível').waitFor();
  await checkA11y(page, 'booking form with a series preview');
  await settled(page);
  await screenshot(page, 'series-preview-desktop');

  // Not past a taken date without an explicit skip.
  await form.getByRole('button', { name: 'Reservar série' }).click();
  await toast(page, 'Ocorrência indisponível').waitFor();
  await occurrences.getByRole('checkbox', { name: /^Pular / }).check();
  await form.getByRole('button', { name: 'Reservar série' }).click();
  await form.getByText(/^Série solicitada! 3 reservas ficam reservadas/).waitFor();
  await form.getByText('Semanal (terças), 4 ocorrências').waitFor();
  await checkA11y(page, 'series booked step');
  await screenshot(page, 'series-booked-desktop');

  // One payment for the three.
  await form.getByRole('button', { name: 'Pagar série' }).click();
  const pay = page.getByRole('dialog', { name: 'Pagamento' });
  await pay.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
  await pay.getByLabel('Validade (MM/AA)').fill('12/39');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: 'Pagar' }).click();
  await toast(page, 'Série confirmada!').waitFor();
  assert.ok(server.outbox().some((m) => m.subject === `Série confirmada: ${space.name} (3 ocorrências)`));

  // From the second occurrence (25 March) on.
  await page.goto(`${server.url}/my-bookings`);
  // The three occurrences share one row until opened.
  const group = page.getByRole('region', { name: `${space.name} · série` });
  await group.getByText('Semanal (terças), 4 ocorrências').waitFor();
  assert.equal(await group.getByRole('article').count(), 0);
  await checkA11y(page, 'my bookings with a series group');
  await settled(page);
  await screenshot(page, 'series-group-my-bookings-desktop');
  await page.setViewportSize(MOBILE);
  await settled(page);
  await group.scrollIntoViewIfNeeded();
  await screenshot(page, 'series-group-my-bookings-mobile');
  await page.setViewportSize(DESKTOP);
  await group.getByRole('button', { name: 'Mostrar 3 reservas' }).click();
  const cards = group.getByRole('article').filter({ hasText: 'Semanal (terças), 4 ocorrências' });
  await cards.first().waitFor();
  assert.equal(await cards.count(), 3);
  await settled(page);
  await screenshot(page, 'series-my-bookings-desktop');
  // 'This and following' moves 25 March and 1 April to an hour free on both days.
  const day = (d) =>
    j.gql('query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { minuteOfDay canStart } } }', { s: space.id, d }, token);
  const [march, april] = await Promise.all([day('2031-03-25'), day('2031-04-01')]);
  const free = (a) => new Set(a.availability.slots.filter((x) => x.canStart).map((x) => x.minuteOfDay));
  const inApril = free(april);
  const minute = [...free(march)].find((m) => m !== 14 * 60 && m <= 20 * 60 && inApril.has(m));
  const label = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:00`;
  await page.getByRole('button', { name: new RegExp(`^Reagendar: ${space.name}, 25/03/2031`) }).click();
  const move = page.getByRole('dialog', { name: 'Reagendar reserva' });
  await move.getByRole('radio', { name: 'Esta e as seguintes da série' }).check();
  await choose(page, move, 'Início', label(minute));
  await choose(page, move, 'Fim', label(minute + 60));
  await checkA11y(page, 'moving this and following');
  await settled(page);
  await screenshot(page, 'series-move-following-desktop');
  await move.getByRole('button', { name: 'Reagendar' }).click();
  await toast(page, 'Série reagendada').waitFor();
  await move.waitFor({ state: 'detached' });
  await cards.filter({ hasText: `${label(minute)}–${label(minute + 60)}` }).nth(1).waitFor();
  assert.ok(server.outbox().some((m) => m.subject === `Série reagendada: ${space.name} (2 ocorrências)`));

  await page.getByRole('button', { name: new RegExp(`^Cancelar esta e as seguintes: ${space.name}, 25/03/2031`) }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar esta e as seguintes?' });
  await checkA11y(page, 'cancel this and following dialog');
  await confirm.getByRole('button', { name: 'Cancelar reservas' }).click();
  await toast(page, 'Reservas canceladas').waitFor();
  const left = await j.gql(
    '{ bookings(first: 20, filter: { scope: ALL }) { edges { node { status startsAt series { id } } } } }',
    {},
    token,
  );
  const series = left.bookings.edges.map((e) => e.node).filter((b) => b.series);
  assert.deepEqual(
    series.map((b) => [b.startsAt.slice(0, 10), b.status]).sort(),
    [
      ['2031-03-11', 'CONFIRMED'],
      ['2031-03-25', 'CANCELLED'],
      ['2031-04-01', 'CANCELLED'],
    ],
  );
  assert.deepEqual(problems, []);
});

test('the series fields and preview fit a 390 px screen', async () => {
  const { page, problems } = await j.newPage(MOBILE);
  await j.signIn(page, USER);
  await page.goto(`${server.url}/spaces`);
  const { spaces } = await j.gql('{ spaces(first: 50) { edges { node { name } } } }', {}, await j.apiSignIn(USER));
  const form = await weeklyForm(page, spaces.edges[1].node.name);
  await form.getByText(/ocorrências serão reservadas/).waitFor();
  await checkA11y(page, 'series preview at 390 px');
  await settled(page);
  await screenshot(page, 'series-preview-mobile');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, 'nothing wider than the screen');
  assert.deepEqual(problems, []);
});
