// Issue 16's agenda: a user books by dragging across free hours of the grid; an admin's
// grid, open in another browser, shows the booking and whose it is without a reload; the
// keyboard picks hours too; a space's week; on a phone the agenda books in two taps;
// 'Encontrar espaço livre' lists the spaces free at a time, cheapest first, and books one;
// the subscribe link made in settings answers a calendar an independent parser reads, and
// each booking card links to Google Agenda and Outlook.
// The server's clock is fixed on a Monday 09:00 in São Paulo.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { MOBILE, checkA11y, choose, journey, launchBrowser, screenshot, screenshotViewport, settled, startServer } from '../lib.mjs';

const CLOCK = '2031-03-10T12:00:00Z'; // Monday 2031-03-10, 09:00 in America/Sao_Paulo
const USER = { email: 'usuario@agora.dev', password: 'agora-usuario' };
const ADMIN = { email: 'admin@agora.dev', password: 'agora-admin' };

let server;
let browser;
let newPage;
let signIn;

before(async () => {
  server = await startServer({ AGORA_CLOCK: CLOCK });
  browser = await launchBrowser();
  ({ newPage, signIn } = journey(server, browser));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The agenda row of `name` (a space, or a day of a week). */
const rowOf = (grid, name) => grid.getByRole('row').filter({ has: grid.page().getByRole('rowheader', { name }) });

async function drag(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
}

test('book by dragging on the agenda, live in another browser; keys, a week and a phone', async () => {
  const admin = await newPage();
  await signIn(admin.page, ADMIN);
  await admin.page.getByRole('link', { name: 'Ver Agenda' }).click();
  await admin.page.waitForURL(`${server.url}/agenda`);
  await admin.page.getByRole('button', { name: 'Próximo dia' }).click();
  const adminGrid = admin.page.getByRole('grid', { name: 'Agenda de 11/03/2031' });
  await adminGrid.waitFor();
  assert.match(admin.page.url(), /\/agenda\?date=2031-03-11$/, 'the address follows the day');

  const { page, problems } = await newPage();
  await signIn(page, USER);
  await page.getByRole('navigation').getByRole('link', { name: 'Agenda' }).click();
  await page.getByRole('grid', { name: 'Agenda de 10/03/2031' }).waitFor();
  await page.getByRole('button', { name: 'Próximo dia' }).click();
  const grid = page.getByRole('grid', { name: 'Agenda de 11/03/2031' });
  await grid.waitFor();
  await page.getByRole('heading', { name: 'Terça-feira, 11/03/2031' }).waitFor();
  await settled(page);
  await checkA11y(page, 'agenda');
  await screenshot(page, 'agenda-desktop');

  // Drag from 10:00 across 11:00 in Sala Ipê: the form opens on those hours.
  const ipe = rowOf(grid, 'Sala Ipê');
  await drag(page, ipe.getByRole('gridcell', { name: '10:00 às 11:00, livre' }), ipe.getByRole('gridcell', { name: '11:00 às 12:00, livre' }));
  const dialog = page.getByRole('dialog', { name: 'Nova Reserva' });
  await dialog.getByText('Sala Ipê').first().waitFor();
  await dialog.getByRole('combobox', { name: 'Início' }).filter({ hasText: '10:00' }).waitFor();
  await dialog.getByRole('combobox', { name: 'Fim' }).filter({ hasText: '12:00' }).waitFor();
  await dialog.getByText('2 horas', { exact: true }).waitFor();
  await settled(page);
  await checkA11y(page, 'booking form from the agenda');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await dialog.getByText(/^Reserva solicitada!/).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // Both grids show it: the user's as theirs, the admin's with whose it is, no reload.
  await ipe.getByRole('gridcell', { name: '10:00 às 11:00, ocupado: Sua reserva · Pendente' }).waitFor();
  await ipe.getByRole('gridcell', { name: '11:00 às 12:00, ocupado: Sua reserva · Pendente' }).waitFor();
  await rowOf(adminGrid, 'Sala Ipê').getByRole('gridcell', { name: '10:00 às 11:00, ocupado: Bruno Usuário · Pendente' }).waitFor();
  await screenshot(admin.page, 'agenda-admin-live');

  // Keys alone: a free hour, Shift + → takes the next, Enter opens the form on both.
  const cedro = rowOf(grid, 'Sala Cedro');
  await cedro.getByRole('gridcell', { name: '14:00 às 15:00, livre' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), '14:00 às 15:00, livre');
  await page.keyboard.press('Shift+ArrowRight');
  assert.equal(await cedro.locator('[aria-selected="true"]').count(), 2, 'two hours picked');
  await page.keyboard.press('Enter');
  await dialog.getByRole('combobox', { name: 'Início' }).filter({ hasText: '14:00' }).waitFor();
  await dialog.getByRole('combobox', { name: 'Fim' }).filter({ hasText: '16:00' }).waitFor();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), '15:00 às 16:00, livre', 'focus back where the keys left it');

  // A space's week, its days down the side.
  await page.getByRole('button', { name: 'Semana de Sala Ipê' }).click();
  const week = page.getByRole('grid', { name: 'Semana de Sala Ipê' });
  await week.waitFor();
  assert.equal(await week.getByRole('rowheader').count(), 7);
  await rowOf(week, 'ter. 11/03/2031').getByRole('gridcell', { name: '10:00 às 11:00, ocupado: Sua reserva · Pendente' }).waitFor();
  await settled(page);
  await checkA11y(page, 'agenda week');
  await screenshot(page, 'agenda-week-desktop');

  // A phone: each space's free hours; one tap opens the form on it, one more books.
  await page.getByRole('radio', { name: 'Dia' }).click().catch(() => page.getByRole('button', { name: 'Dia', exact: true }).click());
  await page.setViewportSize(MOBILE);
  const cedroHours = page.getByRole('toolbar', { name: 'Horários livres de Sala Cedro' });
  await cedroHours.waitFor();
  await settled(page);
  await checkA11y(page, 'agenda on a phone');
  await screenshot(page, 'agenda-mobile');
  await cedroHours.getByRole('button', { name: 'Reservar Sala Cedro às 15:00' }).click();
  await dialog.getByRole('combobox', { name: 'Início' }).filter({ hasText: '15:00' }).waitFor();
  await dialog.getByRole('combobox', { name: 'Fim' }).filter({ hasText: '16:00' }).waitFor();
  await settled(page);
  await checkA11y(page, 'booking form from the phone agenda');
  await screenshotViewport(page, 'agenda-mobile-form');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await dialog.getByText(/^Reserva solicitada!/).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('list', { name: 'Reservas de Sala Cedro' }).getByText('15:00–16:00 · Sua reserva · Pendente').waitFor();

  assert.deepEqual(problems, []);
  assert.deepEqual(admin.problems, []);
});

test('find a free space at a time, cheapest first, and book it', async () => {
  const { page, problems } = await newPage();
  await signIn(page, USER);
  await page.goto(`${server.url}/agenda?date=2031-03-11`);
  await page.getByRole('grid', { name: 'Agenda de 11/03/2031' }).waitFor();
  await page.getByRole('button', { name: 'Encontrar espaço livre' }).click();
  const finder = page.getByRole('dialog', { name: 'Encontrar espaço livre' });
  // It opens on the agenda's day (Sala Ipê's booking that day keeps it out below).
  await choose(page, finder, 'Fim', '12:00');
  await finder.getByRole('button', { name: 'Buscar' }).click();
  const results = finder.getByRole('region', { name: 'Espaços livres' });
  await results.getByRole('status').filter({ hasText: /espaços? livres?, do mais barato ao mais caro:$/ }).waitFor();
  const offers = await results.getByRole('listitem').allTextContents();
  assert.ok(offers.length > 0, 'some space is free');
  assert.ok(!offers.some((o) => o.startsWith('Sala Ipê')), 'Sala Ipê was booked 10:00–12:00 in the first journey');
  const prices = offers.map((o) => Number(o.match(/R\$\s?([\d.]+,\d{2})/)[1].replace('.', '').replace(',', '.')));
  assert.deepEqual(prices, [...prices].sort((a, b) => a - b), 'cheapest first');
  assert.ok(offers.every((o) => o.includes('10:00–12:00')));
  await settled(page);
  await checkA11y(page, 'free space finder');
  await screenshotViewport(page, 'agenda-free-space');

  const first = offers[0].split('10:00')[0];
  await results.getByRole('button', { name: `Reservar ${first}, 10:00–12:00` }).click();
  const form = page.getByRole('dialog', { name: 'Nova Reserva' });
  await form.getByRole('combobox', { name: 'Início' }).filter({ hasText: '10:00' }).waitFor();
  await form.getByRole('combobox', { name: 'Fim' }).filter({ hasText: '12:00' }).waitFor();
  await form.getByRole('button', { name: 'Reservar' }).click();
  await form.getByText(/^Reserva solicitada!/).waitFor();
  await page.keyboard.press('Escape');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: first }) })
    .getByRole('gridcell', { name: '10:00 às 11:00, ocupado: Sua reserva · Pendente' })
    .waitFor();
  assert.deepEqual(problems, []);
});

/** An .ics text as Python's icalendar reads it (installed by `just setup`). */
function parseIcs(text) {
  const script = `
import json, sys, icalendar
cal = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
print(json.dumps({"method": str(cal.get("METHOD")), "events": [
  {"uid": str(e.get("UID")), "summary": str(e.get("SUMMARY")), "start": e.decoded("DTSTART").isoformat()}
  for e in cal.walk("VEVENT")]}))
`;
  const run = spawnSync('python3', ['-c', script], { input: text, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

test('the subscribe link copied from settings answers a calendar; cards link to Google and Outlook', async () => {
  const { context, page, problems } = await newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await signIn(page, USER);
  await page.goto(`${server.url}/settings`);
  await page.getByRole('tab', { name: 'Preferências' }).click();
  const section = page.getByRole('region', { name: 'Sincronizar calendário' });
  await section.getByText('Nenhum link ativo.').waitFor();
  await section.getByRole('button', { name: 'Gerar link' }).click();
  const field = section.getByRole('textbox', { name: 'Link da agenda' });
  await field.waitFor();
  const webcal = await field.inputValue();
  assert.match(webcal, /^webcal:\/\/127\.0\.0\.1:\d+\/calendar\/agora_cal_[\w-]+\.ics$/);
  await section.getByRole('button', { name: 'Copiar link' }).click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), webcal);
  await settled(page);
  await checkA11y(page, 'settings with a calendar link');
  await screenshot(page, 'settings-calendar-feed');

  const url = webcal.replace(/^webcal:/, 'http:');
  const res = await fetch(url);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/calendar; charset=utf-8');
  const calendar = parseIcs(await res.text());
  assert.equal(calendar.method, 'PUBLISH');
  const summaries = calendar.events.map((e) => e.summary).sort();
  assert.ok(summaries.includes('Reserva: Sala Ipê') && summaries.includes('Reserva: Sala Cedro'), summaries.join(', '));
  assert.ok(calendar.events.every((e) => /^[0-9a-f-]{36}@agora$/.test(e.uid)));
  assert.ok(calendar.events.some((e) => e.start === '2031-03-11T13:00:00+00:00'), 'Sala Ipê 10:00 in São Paulo');

  // Reloaded, the page never shows the link again; revoking ends it.
  await page.reload();
  await page.getByRole('tab', { name: 'Preferências' }).click();
  await section.getByText(/^Link ativo desde /).waitFor();
  assert.equal(await section.getByRole('textbox', { name: 'Link da agenda' }).count(), 0);
  await section.getByRole('button', { name: 'Revogar' }).click();
  await page.getByRole('dialog', { name: 'Revogar o link?' }).getByRole('button', { name: 'Revogar' }).click();
  await section.getByText('Nenhum link ativo.').waitFor();
  const gone = await fetch(url);
  assert.equal(gone.status, 404);

  // Each standing booking's card offers Google Agenda and Outlook, filled in.
  await page.goto(`${server.url}/my-bookings`);
  const google = page.getByRole('link', { name: /^Adicionar ao Google Agenda: Sala Ipê, 11\/03\/2031 10:00$/ });
  const href = new URL(await google.getAttribute('href'));
  assert.equal(href.searchParams.get('dates'), '20310311T130000Z/20310311T150000Z');
  assert.equal(await google.getAttribute('target'), '_blank');
  const outlook = page.getByRole('link', { name: /^Adicionar ao Outlook: Sala Ipê, 11\/03\/2031 10:00$/ });
  assert.equal(new URL(await outlook.getAttribute('href')).searchParams.get('startdt'), '2031-03-11T13:00:00.000Z');
  await checkA11y(page, 'my bookings with calendar links');
  assert.deepEqual(problems, []);
});
