// Issue 15's first journey: an admin gives a space its own hours and limits and closes a
// date, and a booking form open in another browser follows both live, without a reload.
// The server's clock is fixed on a Monday 09:00 in São Paulo.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MOBILE,
  checkA11y,
  choose,
  journey,
  launchBrowser,
  optionsOf,
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
let newPage;
let signIn;
let gql;
let apiSignIn;

before(async () => {
  server = await startServer({ AGORA_CLOCK: CLOCK });
  browser = await launchBrowser();
  ({ newPage, signIn, gql, apiSignIn } = journey(server, browser));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});




test("an admin's new hours and a closure reach an open booking form live", async () => {
  // The user opens the form of a space on Wednesday 12 March.
  const user = await newPage();
  await signIn(user.page, USER);
  const reserve = user.page.getByRole('button', { name: /^Reservar / }).nth(1);
  const spaceName = (await reserve.getAttribute('aria-label')).replace(/^Reservar /, '');
  await reserve.click();
  const form = user.page.getByRole('dialog', { name: 'Nova Reserva' });
  await form.getByText(spaceName).waitFor();
  await form.getByRole('button', { name: /^Escolha uma data/ }).click();
  const calendar = user.page.getByRole('grid');
  await user.page.getByText('março 2031').first().waitFor();
  await calendar.getByRole('gridcell', { name: '12', exact: true }).click();
  await calendar.waitFor({ state: 'detached' });
  await choose(user.page, form, 'Início', '14:00');
  assert.ok((await optionsOf(user.page, form, 'Fim')).includes('22:00'), 'the global hours to begin with');

  // The admin: Wednesdays 08:00–18:00 (last start 17:00), at most 3 hours, 30 minutes
  // kept free after each booking.
  const admin = await newPage();
  await signIn(admin.page, ADMIN);
  await admin.page.goto(`${server.url}/admin/spaces`);
  await admin.page.getByRole('button', { name: `Horários e regras de ${spaceName}` }).click();
  const rules = admin.page.getByRole('dialog', { name: `Horários e regras — ${spaceName}` });
  await rules.getByText('Segue o horário padrão: 08:00–22:00 todos os dias, início até 20:00.').waitFor();
  await rules.getByLabel('Horário próprio deste espaço').check();
  const wednesday = rules.getByRole('group', { name: 'Quarta-feira' });
  await choose(admin.page, wednesday, 'Fecha', '18:00');
  await choose(admin.page, wednesday, 'Último início', '17:00');
  await choose(admin.page, rules, 'Duração máxima', '3 horas');
  await choose(admin.page, rules, 'Intervalo livre depois de cada reserva', '30 minutos');
  await checkA11y(admin.page, 'space rules dialog');
  await settled(admin.page);
  await screenshot(admin.page, 'space-rules-dialog-desktop');
  const started = Date.now();
  await rules.getByRole('button', { name: 'Salvar' }).click();
  await toast(admin.page, 'Regras salvas').waitFor();
  await rules.waitFor({ state: 'detached' });

  // The open form follows: the hint, the ends, the starts.
  await form.getByText('No máximo 3 horas por reserva.').waitFor({ timeout: 2000 });
  console.log(`# the form followed the new rules after ${Date.now() - started} ms`);
  assert.deepEqual(await optionsOf(user.page, form, 'Fim'), ['15:00', '16:00', '17:00']);
  const starts = await optionsOf(user.page, form, 'Início');
  assert.equal(starts.at(-1), '17:00', `the last start is 17:00: ${starts}`);
  await form.getByText('Este espaço mantém 30 minutos livres depois de cada reserva.').waitFor();
  await settled(user.page);
  await screenshot(user.page, 'booking-form-space-rules-desktop');

  // The admin closes that Wednesday for this space.
  await admin.page.getByRole('button', { name: 'Fechamentos' }).click();
  const closures = admin.page.getByRole('dialog', { name: 'Fechamentos e feriados' });
  await choose(admin.page, closures, 'Espaço', spaceName);
  await closures.getByLabel('De', { exact: true }).fill('2031-03-12');
  await closures.getByLabel('Até (inclusive)').fill('2031-03-12');
  await closures.getByLabel('Motivo (mostrado aos usuários)').fill('Manutenção');
  await closures.getByRole('button', { name: 'Fechar datas' }).click();
  // Bookings of the demo data on that day are listed first and cancelled only on confirm.
  const confirm = closures.getByRole('button', { name: /^Fechar e cancelar/ });
  const done = toast(admin.page, 'Datas fechadas');
  await Promise.race([confirm.waitFor(), done.waitFor()]);
  if (await confirm.isVisible()) await confirm.click();
  await done.waitFor();
  await closures.getByText('Manutenção · ' + spaceName).waitFor();
  await checkA11y(admin.page, 'closures dialog');
  await screenshot(admin.page, 'closures-dialog-desktop');

  await form.getByText('Espaço fechado nesta data: Manutenção.').waitFor({ timeout: 2000 });
  assert.deepEqual(user.problems, []);
  assert.deepEqual(admin.problems, []);
  await user.context.close();
  await admin.context.close();
});

test('a space on half hours: the admin chooses the grid, the form offers :30, the price is half an hour\'s', async () => {
  const admin = await newPage();
  await signIn(admin.page, ADMIN);
  await admin.page.goto(`${server.url}/admin/spaces`);
  const rulesButton = admin.page.getByRole('button', { name: /^Horários e regras de / }).nth(2);
  const spaceName = (await rulesButton.getAttribute('aria-label')).replace(/^Horários e regras de /, '');
  await rulesButton.click();
  const rules = admin.page.getByRole('dialog', { name: `Horários e regras — ${spaceName}` });
  assert.ok(!(await optionsOf(admin.page, rules, 'Duração mínima')).includes('30 minutos'), 'whole hours first');
  await choose(admin.page, rules, 'Horários de início e fim', 'De meia em meia hora');
  await choose(admin.page, rules, 'Duração mínima', '30 minutos');
  await rules.getByLabel('Horário próprio deste espaço').check();
  const thursday = rules.getByRole('group', { name: 'Quinta-feira' });
  await choose(admin.page, thursday, 'Abre', '08:30');
  await checkA11y(admin.page, 'space rules dialog on half hours');
  await rules.getByRole('heading', { name: 'Limites de cada reserva' }).scrollIntoViewIfNeeded();
  await settled(admin.page);
  await screenshot(admin.page, 'space-rules-half-hours-desktop');
  await rules.getByRole('button', { name: 'Salvar' }).click();
  await toast(admin.page, 'Regras salvas').waitFor();
  await rules.waitFor({ state: 'detached' });
  await admin.context.close();

  // Thursday 13 March: starts every half hour from 08:30.
  const user = await newPage();
  await signIn(user.page, USER);
  await user.page.goto(`${server.url}/spaces`);
  await user.page.getByRole('button', { name: `Reservar ${spaceName}` }).click();
  const form = user.page.getByRole('dialog', { name: 'Nova Reserva' });
  await form.getByRole('button', { name: /^Escolha uma data/ }).click();
  const calendar = user.page.getByRole('grid');
  await calendar.getByRole('gridcell', { name: '13', exact: true }).click();
  await calendar.waitFor({ state: 'detached' });
  const starts = await optionsOf(user.page, form, 'Início');
  assert.equal(starts[0], '08:30', `the day opens at 08:30: ${starts}`);
  const start = starts.find((t) => t.endsWith(':30') && starts.includes(`${String(Number(t.slice(0, 2)) + 1).padStart(2, '0')}:00`));
  await choose(user.page, form, 'Início', start);
  const ends = await optionsOf(user.page, form, 'Fim');
  const end = `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}:00`;
  assert.ok(ends[0].endsWith(':00') && ends.includes(end), `ends every half hour: ${ends}`);
  await choose(user.page, form, 'Fim', end);
  await form.getByText('1 h 30 min', { exact: true }).waitFor();
  await settled(user.page);
  await screenshot(user.page, 'booking-form-half-hours-desktop');
  await form.getByRole('button', { name: 'Reservar' }).click();
  await form.getByText(new RegExp(`${start}–${end} \\(1 h 30 min\\)`)).waitFor();

  // The server priced an hour and a half of the space's hourly price.
  const token = await apiSignIn(USER);
  const { bookings } = await gql(
    '{ bookings(first: 50) { edges { node { durationMinutes totalPrice space { name pricePerHour } } } } }',
    {},
    token,
  );
  const booked = bookings.edges.map((e) => e.node).find((b) => b.space.name === spaceName && b.durationMinutes === 90);
  assert.ok(booked, JSON.stringify(bookings));
  assert.equal(Number(booked.totalPrice), Math.round(Number(booked.space.pricePerHour) * 150) / 100);
  assert.deepEqual(user.problems, []);
  await user.context.close();
});

test('the scheduling dialogs at 390 px', async () => {
  const { context, page, problems } = await newPage(MOBILE);
  await signIn(page, ADMIN);
  await page.goto(`${server.url}/admin/spaces`);
  const rulesButton = page.getByRole('button', { name: /^Horários e regras de / }).first();
  await rulesButton.click();
  const rules = page.getByRole('dialog', { name: /^Horários e regras — / });
  await rules.getByLabel('Horário próprio deste espaço').check();
  await rules.getByRole('group', { name: 'Segunda-feira' }).waitFor();
  await checkA11y(page, 'space rules dialog at 390 px');
  await screenshot(page, 'space-rules-dialog-mobile');
  await rules.getByRole('heading', { name: 'Limites de cada reserva' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'space-rules-limits-mobile');
  await rules.getByRole('button', { name: 'Cancelar' }).click();
  await rules.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Fechamentos' }).click();
  const closures = page.getByRole('dialog', { name: 'Fechamentos e feriados' });
  await closures.getByRole('button', { name: 'Ver feriados de 2031' }).click();
  await closures.getByText(/datas serão fechadas/).waitFor();
  await checkA11y(page, 'closures dialog at 390 px');
  await screenshot(page, 'closures-dialog-mobile');
  assert.deepEqual(problems, []);
  await context.close();
});
