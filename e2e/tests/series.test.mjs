// Issue 15's weekly series journey: the form previews every occurrence, refuses to book
// past a taken one until the user skips it, books the rest at once and pays them in one
// go; 'my bookings' then cancels one occurrence with every later one. An admin finds a
// series as one row of the bookings screen and moves and cancels 'this and following'
// with the keyboard alone. The server's clock is fixed on a Monday 09:00 in São Paulo.

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
  await form.getByText(/ou os horários serão liberados\.$/).waitFor();
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
  await server.mailed((m) => m.subject === `Série confirmada: ${space.name} (3 ocorrências)`);

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
  await server.mailed((m) => m.subject === `Série reagendada: ${space.name} (2 ocorrências)`);

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

/** What has focus: its tag, accessible label or text, and its computed outline. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const style = el ? getComputedStyle(el) : null;
    return {
      tag: el?.tagName ?? '',
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
    };
  });

/** Chooses `option` of the select `label` with keys only: open, type its start, Enter. */
async function chooseByKeys(page, scope, label, option) {
  const select = scope.getByRole('combobox', { name: label });
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.type(option);
  await page.keyboard.press('Enter');
  // By CSS, not by role: a closing menu is hidden from the accessibility tree while it fades.
  await page.locator('ul[role="listbox"]').waitFor({ state: 'detached' });
  await select.getByText(option).waitFor();
}

test("an admin finds a series as one row, moves and cancels 'this and following' by keyboard", async () => {
  const userToken = await j.apiSignIn(USER);
  const { viewer, spaces } = await j.gql('{ viewer { fullName } spaces(first: 50) { edges { node { id name } } } }', {}, userToken);
  const space = spaces.edges[3].node;
  // Wednesdays 12 March – 2 April: an hour free on all four days, and another free on the last three.
  const dates = ['2031-03-12', '2031-03-19', '2031-03-26', '2031-04-02'];
  const starts = await Promise.all(
    dates.map((d) =>
      j
        .gql('query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { minuteOfDay canStart } } }', { s: space.id, d }, userToken)
        .then((a) => new Set(a.availability.slots.filter((x) => x.canStart).map((x) => x.minuteOfDay / 60))),
    ),
  );
  const hours = [...Array(12).keys()].map((h) => h + 8);
  const first = hours.find((h) => starts.every((s) => s.has(h)));
  const moved = hours.find((h) => h !== first && Math.abs(h - first) > 1 && starts.slice(1).every((s) => s.has(h)));
  assert.ok(first !== undefined && moved !== undefined, 'free hours in the demo data');
  const at = (d, h) => new Date(`${d}T${String(h + 3).padStart(2, '0')}:00:00Z`).toISOString();
  await j.gql(
    'mutation($i: CreateBookingSeriesInput!) { createBookingSeries(input: $i) { bookings { id } } }',
    { i: { spaceId: space.id, startsAt: at(dates[0], first), endsAt: at(dates[0], first + 1), recurrence: { frequency: 'WEEKLY', weekdays: ['WEDNESDAY'], occurrences: 4 } } },
    userToken,
  );
  const hh = (h) => `${String(h).padStart(2, '0')}:00`;

  const { page, problems } = await j.newPage();
  await j.signIn(page, ADMIN);
  await page.goto(`${server.url}/admin/bookings`);
  const group = page.getByRole('region', { name: `${space.name} · série · ${viewer.fullName}` });
  await group.getByText('Pendente: 4').waitFor();
  await group.getByText(new RegExp(`^4 reservas nesta lista, de 12/03/2031 a 02/04/2031, ${hh(first)}–${hh(first + 1)}`)).waitFor();
  assert.equal(await group.getByRole('article').count(), 0, 'closed until asked for');
  await checkA11y(page, 'admin bookings with a series row');
  await settled(page);
  await screenshot(page, 'admin-series-group-desktop');

  // Keys only from here: open the series, move the second occurrence and the later ones.
  const show = group.getByRole('button', { name: 'Mostrar 4 reservas' });
  await show.focus();
  await page.keyboard.press('Enter');
  await group.getByRole('article').nth(3).waitFor();
  assert.equal(await group.getByRole('button', { name: 'Ocultar reservas' }).getAttribute('aria-expanded'), 'true');
  await checkA11y(page, 'admin bookings with a series opened');
  await settled(page);
  await screenshot(page, 'admin-series-group-open-desktop');
  const who = `${space.name}, ${viewer.fullName}`;
  await group.getByRole('button', { name: `Reagendar: ${who}, 19/03/2031 ${hh(first)}` }).focus();
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: 'Reagendar reserva' });
  await move.getByRole('radio', { name: 'Somente esta reserva' }).focus();
  await page.keyboard.press('ArrowRight');
  assert.ok(await move.getByRole('radio', { name: 'Esta e as seguintes da série' }).isChecked());
  await chooseByKeys(page, move, 'Início', hh(moved));
  await chooseByKeys(page, move, 'Fim', hh(moved + 1));
  await checkA11y(page, "an admin moving 'this and following'");
  await settled(page);
  await screenshot(page, 'admin-series-move-desktop');
  await move.getByRole('button', { name: 'Reagendar' }).focus();
  await page.keyboard.press('Enter');
  await toast(page, 'Série reagendada').waitFor();
  await move.waitFor({ state: 'detached' });
  await group.getByText(`${hh(moved)}–${hh(moved + 1)}`).nth(2).waitFor();
  // The dialog gave focus back to the button that opened it, still on its row.
  assert.match((await focused(page)).label, /^Reagendar: /);
  await server.mailed((m) => m.subject === `Série reagendada: ${space.name} (3 ocorrências)`);

  // Cancel 26 March and 2 April with a reason.
  await group.getByRole('button', { name: `Cancelar: ${who}, 26/03/2031 ${hh(moved)}` }).focus();
  await page.keyboard.press('Enter');
  const cancel = page.getByRole('dialog', { name: 'Cancelar reserva?' });
  await cancel.getByRole('textbox', { name: /Motivo do cancelamento/ }).waitFor();
  assert.equal((await focused(page)).tag, 'TEXTAREA', 'the reason has focus');
  await page.keyboard.type('Reforma da sala');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowRight');
  assert.ok(await cancel.getByRole('radio', { name: 'Esta e as seguintes da série' }).isChecked());
  await cancel.getByText(/e todas as seguintes ainda ativas da série serão canceladas/).waitFor();
  await checkA11y(page, "an admin cancelling 'this and following'");
  await screenshot(page, 'admin-series-cancel-desktop');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  assert.equal((await focused(page)).label, 'Cancelar reservas');
  await page.keyboard.press('Enter');
  await page.locator('[aria-live]').getByText('2 reservas da série foram canceladas.').waitFor();
  await group.getByText('Cancelado: 2').waitFor();
  // Its 'Cancelar' is gone: the row's title takes focus, visibly.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
  const after = await focused(page);
  assert.equal(after.label, space.name);
  assert.match(after.outline, /^solid [3-9]/, 'and shows it');

  const { bookings } = await j.gql(
    '{ bookings(first: 50, filter: { scope: ALL }) { edges { node { status startsAt series { id } space { id } } } } }',
    {},
    userToken,
  );
  const mine = bookings.edges.map((e) => e.node).filter((b) => b.series && b.space.id === space.id);
  assert.deepEqual(
    mine.map((b) => [b.startsAt.slice(0, 13), b.status]).sort(),
    [
      [at(dates[0], first).slice(0, 13), 'PENDING'],
      [at(dates[1], moved).slice(0, 13), 'PENDING'],
      [at(dates[2], moved).slice(0, 13), 'CANCELLED'],
      [at(dates[3], moved).slice(0, 13), 'CANCELLED'],
    ],
  );
  const mail = server.outbox().find((m) => m.subject === `Série cancelada: ${space.name} (2 ocorrências)`);
  assert.ok(mail?.text.includes('Motivo: Reforma da sala'), JSON.stringify(mail));

  // The series row on a phone.
  await page.setViewportSize(MOBILE);
  await group.getByRole('button', { name: 'Ocultar reservas' }).click();
  await group.scrollIntoViewIfNeeded();
  await settled(page);
  await screenshot(page, 'admin-series-group-mobile');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, 'nothing wider than the screen');
  assert.deepEqual(problems, []);
});
