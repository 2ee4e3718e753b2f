// Issue 5's journey: the demo admin reads the dashboard, filters the bookings by status and
// day, completes a confirmed booking, sees the demo user's new booking arrive live and
// cancels it, exports the filtered list as CSV, promotes and demotes the user, and reads
// the reports with both charts. The server's clock is fixed on Monday 2031-03-10 09:00 in
// São Paulo, so the demo bookings are: 4 completed, 1 cancelled, 3 confirmed (12, 14 and
// 16 March), none pending.

import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MOBILE,
  addCharge,
  assertFiguresFit,
  checkA11y,
  journey,
  launchBrowser,
  screenshotViewport,
  screenshot as fullScreenshot,
  startServer,
} from '../lib.mjs';

const CLOCK = '2031-03-10T12:00:00Z'; // Monday 2031-03-10, 09:00 in America/Sao_Paulo
const USER = { email: 'usuario@agora.dev', password: 'agora-usuario', name: 'Bruno Usuário' };
const ADMIN = { email: 'admin@agora.dev', password: 'agora-admin', name: 'Ana Administradora' };

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

/** A full-page capture from the top (the header is sticky), without notices over the page. */
async function screenshot(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const alerts = page.locator('section[aria-label="Notificações"] .MuiAlert-root');
  for (let i = 0; i < 10 && (await alerts.count()) > 0; i++) {
    await alerts.nth(0).getByRole('button').click({ force: true, timeout: 500 }).catch(() => {});
    await alerts.nth(0).waitFor({ state: 'detached', timeout: 2000 }).catch(() => {});
  }
  await fullScreenshot(page, name);
}

// Not by role: while a dialog is open, MUI hides the rest of the page (toasts included)
// from the accessibility tree.
// A toast's description shares its element with the title: match text, not whole elements.
const toast = (page, text) => page.locator('section[aria-label="Notificações"]').getByText(text).last();

/** The value of a summary card, by its label (the card's second paragraph). */
async function cardValue(page, list, label) {
  const card = page.getByRole('list', { name: list }).getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  return (await card.locator('p').nth(1).textContent()).replace(/\s/g, ' ').trim();
}

async function expectCard(page, list, label, value) {
  const card = page.getByRole('list', { name: list }).getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await card.getByText(value, { exact: true }).waitFor();
}

async function chooseStatus(page, label) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Opens the date filter's calendar (on the server's March 2031) and picks a day. */
async function pickDay(page, day) {
  await page.getByRole('button', { name: /^Escolha uma data/ }).click();
  const calendar = page.getByRole('grid');
  await calendar.waitFor();
  await page.getByText('março 2031').first().waitFor();
  await calendar.getByRole('gridcell', { name: String(day), exact: true }).click();
  await calendar.waitFor({ state: 'detached' });
}

/** Waits for dialogs to finish fading in: axe reads colours mid-transition otherwise. */
async function dialogsSettled(page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-root .MuiDialog-container, .MuiDialog-root .MuiBackdrop-root')].every((e) => getComputedStyle(e).opacity === '1'),
  );
}

const rows = (page) => page.getByRole('region', { name: 'Lista de reservas' }).getByRole('article');

async function expectRowCount(page, n) {
  const list = rows(page);
  for (let i = 0; i < 100; i++) {
    if ((await list.count()) === n) return;
    await page.waitForTimeout(100);
  }
  assert.equal(await list.count(), n, 'rows in the list');
}

test('the admin dashboard shows real figures and working quick actions', async () => {
  const { context, page, problems } = await newPage();
  await signIn(page, ADMIN);
  await page.getByRole('heading', { level: 1, name: 'Dashboard Administrativo' }).waitFor();
  await expectCard(page, 'Resumo', 'Usuários cadastrados', '2');
  assert.match(await cardValue(page, 'Resumo', 'Espaços ativos'), /^\d+$/);
  // Nothing starts today in the demo data; the month's revenue counts confirmed and completed bookings.
  await expectCard(page, 'Resumo', 'Reservas hoje', '0');
  assert.match(await cardValue(page, 'Resumo', 'Receita do mês'), /^R\$\s[\d.]+$/);

  const recent = page.getByRole('list', { name: 'Reservas Recentes' }).getByRole('listitem');
  assert.equal(await recent.count(), 5);
  await recent.first().getByText(USER.name).waitFor();
  await recent.first().getByText(/^\d{2}\/\d{2}\/2031 · \d{2}:00–\d{2}:00$/).waitFor();

  const performance = page.getByRole('region', { name: 'Desempenho' });
  await performance.getByText(/^\d+,\d%$/).waitFor();
  await performance.getByText('Sem avaliações ainda').waitFor();
  // Growth is signed, or '—' when last month had no bookings to compare with.
  const growth = await performance.getByText('Crescimento mensal').locator('xpath=../..').textContent();
  assert.match(growth, /(\+\d+%|\u2212\d+%|0%|—)$/);
  await checkA11y(page, 'admin dashboard');
  await screenshot(page, 'admin-dashboard-desktop');

  const actions = page.getByRole('region', { name: 'Ações Rápidas' });
  await actions.getByRole('link', { name: 'Gerenciar Usuários' }).click();
  await page.waitForURL(server.url + '/admin/users');
  await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
  await page.goBack();
  await actions.getByRole('link', { name: 'Ver Agenda' }).click();
  await page.waitForURL(server.url + '/agenda');
  await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
  await page.goBack();
  await actions.getByRole('link', { name: 'Novo Espaço' }).click();
  await page.waitForURL(/\/admin\/spaces/);
  await page.getByRole('heading', { level: 1, name: 'Gerenciar Espaços' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('bookings: filter, complete, a live booking, cancel it, details, CSV of the filter', async () => {
  const { context, page, problems } = await newPage();
  await signIn(page, ADMIN);
  await page.goto(server.url + '/admin/bookings');
  await page.getByRole('heading', { level: 1, name: 'Reservas' }).waitFor();
  const counts = 'Reservas por status';
  await expectCard(page, counts, 'Pendentes', '0');
  await expectCard(page, counts, 'Confirmadas', '3');
  await expectCard(page, counts, 'Realizadas', '4');
  await expectCard(page, counts, 'Canceladas', '1');
  await expectRowCount(page, 8);
  await checkA11y(page, 'admin bookings');
  await screenshot(page, 'admin-bookings-desktop');

  // By status, then by day: the confirmed booking of Wednesday 12/03.
  await chooseStatus(page, 'Confirmado');
  await expectRowCount(page, 3);
  await pickDay(page, 12);
  await expectRowCount(page, 1);
  const confirmed = rows(page).first();
  await confirmed.getByText('12/03/2031').waitFor();
  await confirmed.getByText('Confirmado').waitFor();
  await checkA11y(page, 'admin bookings filtered');
  await screenshot(page, 'admin-bookings-filtered-desktop');
  // Wednesday has not happened yet: completing waits for the end, and says so.
  assert.equal(await confirmed.getByRole('button', { name: /^Marcar como realizada/ }).isDisabled(), true);
  await confirmed.getByText('Disponível depois do fim da reserva.').waitFor();
  await expectCard(page, counts, 'Confirmadas', '3');
  await expectCard(page, counts, 'Realizadas', '4');

  // Back to every booking; the user books elsewhere, and the booking arrives at the top.
  await page.getByRole('button', { name: 'Limpar data' }).click();
  await chooseStatus(page, 'Todos');
  await expectRowCount(page, 8);
  const token = await apiSignIn(USER);
  const { spaces } = await gql('{ spaces(first: 50) { edges { node { id name } } } }', {}, token);
  const spaceId = spaces.edges.find((e) => e.node.name === 'Sala Cedro').node.id;
  const { availability } = await gql(
    'query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { hour startsAt endsAt } } }',
    { s: spaceId, d: '2031-03-13' },
    token,
  );
  const at = (h) => availability.slots.find((s) => s.hour === h);
  await gql(
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }',
    { i: { spaceId, startsAt: at(14).startsAt, endsAt: at(15).endsAt, notes: 'Treinamento da equipe' } },
    token,
  );
  await expectRowCount(page, 9);
  const live = rows(page).first();
  assert.equal(await live.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent()), 'Sala Cedro');
  await live.getByText('Pendente').waitFor();
  await live.getByText('13/03/2031').waitFor();
  await live.getByText('14:00–16:00').waitFor();
  await live.getByText(USER.name).waitFor();
  await live.getByText('Treinamento da equipe').waitFor();
  await expectCard(page, counts, 'Pendentes', '1');

  // Its details, then cancel it from the dialog.
  await live.getByRole('button', { name: /^Detalhes/ }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da reserva' });
  await details.getByRole('img', { name: 'Foto de Sala Cedro' }).waitFor();
  for (const text of [USER.name, USER.email, '13/03/2031', '14:00–16:00', '2 horas', 'Treinamento da equipe', '10/03/2031 09:00']) {
    await details.getByText(text, { exact: true }).waitFor();
  }
  await dialogsSettled(page);
  await checkA11y(page, 'admin booking details');
  await screenshotViewport(page, 'admin-booking-details-desktop');
  await details.getByRole('button', { name: /^Cancelar: Sala Cedro/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar reserva?' });
  await confirm.getByRole('button', { name: 'Cancelar reserva' }).click();
  await confirm.getByText('Informe o motivo do cancelamento.').waitFor();
  await confirm.getByRole('textbox', { name: /Motivo do cancelamento/ }).fill('Sala reservada para manutenção');
  await checkA11y(page, 'admin cancel dialog');
  await screenshotViewport(page, 'admin-cancel-reason-desktop');
  await confirm.getByRole('button', { name: 'Cancelar reserva' }).click();
  await toast(page, 'Status atualizado').waitFor();
  await details.getByText('Cancelado').waitFor();
  assert.equal(await details.getByRole('button', { name: /^Cancelar:/ }).count(), 0);
  await details.getByRole('button', { name: 'Fechar' }).click();
  await details.waitFor({ state: 'detached' });
  await live.getByText('Cancelado').waitFor();
  await expectCard(page, counts, 'Pendentes', '0');
  await expectCard(page, counts, 'Canceladas', '2');

  // Cancelled bookings of Sala Cedro, then of one day; the CSV has those rows only.
  await chooseStatus(page, 'Cancelado');
  await expectRowCount(page, 2);
  await page.getByRole('searchbox', { name: /Buscar reservas/ }).fill('cedro');
  await expectRowCount(page, 2);
  await pickDay(page, 13);
  await expectRowCount(page, 1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  assert.equal(download.suggestedFilename(), 'reservas-2031-03-10.csv');
  const bytes = readFileSync(await download.path());
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte order mark');
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  assert.equal(
    lines[0],
    'Espaço;Status;Usuário;E-mail;Data;Início;Fim;Horas;Capacidade;Valor (R$);Observações;Criada em',
  );
  assert.equal(lines.length, 2, `one row for the filter: ${lines.join(' | ')}`);
  const cols = lines[1].split(';');
  assert.deepEqual(cols.slice(0, 8), ['Sala Cedro', 'Cancelado', USER.name, USER.email, '13/03/2031', '14:00', '16:00', '2']);
  assert.equal(cols[10], 'Treinamento da equipe');

  // Without the day: both cancelled bookings of Sala Cedro.
  await page.getByRole('button', { name: 'Limpar data' }).click();
  await expectRowCount(page, 2);
  const [second] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const all = readFileSync(await second.path()).subarray(3).toString('utf8').split('\r\n').filter(Boolean).slice(1);
  assert.equal(all.length, 2);
  assert.ok(all.every((line) => line.startsWith('Sala Cedro;Cancelado;')), all.join(' | '));
  assert.deepEqual(problems, []);
  await context.close();
});

test('users: promote and demote the demo user; the last admin is kept', async () => {
  const { context, page, problems } = await newPage();
  await signIn(page, ADMIN);
  await page.goto(server.url + '/admin/users');
  await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
  const summary = 'Resumo dos usuários';
  await expectCard(page, summary, 'Total de usuários', '2');
  await expectCard(page, summary, 'Administradores', '1');
  await expectCard(page, summary, 'Usuários', '1');
  const table = page.getByRole('table', { name: 'Usuários' });
  const bruno = table.getByRole('row').filter({ hasText: USER.email });
  await bruno.getByText('Usuário', { exact: true }).waitFor();
  await bruno.getByText('BU', { exact: true }).waitFor();
  await bruno.getByText(/^\d{2}\/\d{2}\/\d{4}$/).waitFor();
  await checkA11y(page, 'admin users');
  await screenshot(page, 'admin-users-desktop');

  await bruno.getByRole('button', { name: `Tornar administrador: ${USER.name}` }).click();
  const promote = page.getByRole('dialog', { name: 'Tornar administrador?' });
  await dialogsSettled(page);
  await checkA11y(page, 'promote dialog');
  await promote.getByRole('button', { name: 'Tornar administrador' }).click();
  await toast(page, 'Permissões atualizadas').waitFor();
  await bruno.getByText('Administrador', { exact: true }).waitFor();
  await expectCard(page, summary, 'Administradores', '2');

  await bruno.getByRole('button', { name: `Remover administrador: ${USER.name}` }).click();
  await page.getByRole('dialog', { name: 'Remover acesso de administrador?' }).getByRole('button', { name: 'Remover acesso' }).click();
  await bruno.getByText('Usuário', { exact: true }).waitFor();
  await expectCard(page, summary, 'Administradores', '1');

  // The only admin cannot remove themselves: the server's message, and nothing changes.
  const ana = table.getByRole('row').filter({ hasText: ADMIN.email });
  await ana.getByText('(você)').waitFor();
  await ana.getByRole('button', { name: `Remover administrador: ${ADMIN.name}` }).click();
  const self = page.getByRole('dialog', { name: 'Remover acesso de administrador?' });
  await self.getByText(/Você deixará de ser administrador/).waitFor();
  await self.getByRole('button', { name: 'Remover acesso' }).click();
  await toast(page, 'Não é possível remover o último administrador.').waitFor();
  await ana.getByText('Administrador', { exact: true }).waitFor();

  // Search by name.
  await page.getByRole('searchbox', { name: /Buscar usuários/ }).fill('bruno');
  await page.getByText('1 usuário encontrado').waitFor();
  assert.equal(await table.getByRole('row').count(), 2, 'header and one user');
  assert.deepEqual(problems, []);
  await context.close();
});

test('reports: cards, the three tabs and both charts', async () => {
  const { context, page, problems } = await newPage();
  await signIn(page, ADMIN);
  await page.goto(server.url + '/admin/reports');
  await page.getByRole('heading', { level: 1, name: 'Relatórios' }).waitFor();
  // 8 seeded + 1 booked and cancelled by the previous test.
  await expectCard(page, 'Resumo', 'Total de reservas', '9');
  await page.getByText('0 pendentes').waitFor();
  await expectCard(page, 'Resumo', 'Usuários', '2');
  await page.getByText(/este mês$/).waitFor();
  const status = page.getByRole('region', { name: 'Reservas por status' });
  await status.getByRole('progressbar', { name: 'Canceladas: 2 de 9' }).waitFor();
  await status.getByRole('progressbar', { name: 'Realizadas: 4 de 9' }).waitFor();
  const recent = page.getByRole('list', { name: 'Reservas recentes' }).getByRole('listitem');
  assert.ok((await recent.count()) >= 1 && (await recent.count()) <= 5);
  await checkA11y(page, 'reports overview');
  await screenshot(page, 'admin-reports-desktop');

  await page.getByRole('tab', { name: 'Reservas' }).click();
  const statusChart = page.getByTestId('status-chart').locator('svg').first();
  await statusChart.waitFor();
  const box = await statusChart.boundingBox();
  assert.ok(box.width > 200 && box.height > 200, `status chart size ${JSON.stringify(box)}`);
  await page.getByTestId('status-chart').getByText('Canceladas').waitFor();
  assert.ok((await page.getByTestId('status-chart').locator('[class*="MuiBarChart-series"] rect, [class*="MuiBarChart-series"] path').count()) >= 3, 'status bars drawn');
  await checkA11y(page, 'reports bookings');
  await screenshot(page, 'admin-reports-bookings-desktop');

  await page.getByRole('tab', { name: 'Receita' }).click();
  const revenueChart = page.getByTestId('revenue-chart').locator('svg').first();
  await revenueChart.waitFor();
  assert.ok((await revenueChart.boundingBox()).width > 200);
  await page.getByTestId('revenue-chart').getByText('mar/31').waitFor();
  assert.ok((await page.getByTestId('revenue-chart').locator('[class*="MuiBarChart-series"] rect, [class*="MuiBarChart-series"] path').count()) >= 1, 'revenue bars drawn');
  const months = page.getByRole('table', { name: 'Receita dos últimos 6 meses' }).getByRole('row');
  assert.equal(await months.count(), 7);
  await checkA11y(page, 'reports revenue');
  await screenshot(page, 'admin-reports-revenue-desktop');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the admin screens at 390 px', async () => {
  const { context, page, problems } = await newPage(MOBILE);
  await signIn(page, ADMIN);
  await page.getByRole('heading', { level: 1, name: 'Dashboard Administrativo' }).waitFor();
  await page.getByRole('region', { name: 'Desempenho' }).waitFor();
  await checkA11y(page, 'admin dashboard mobile');
  await screenshot(page, 'admin-dashboard-mobile');

  await page.goto(server.url + '/admin/bookings');
  await expectRowCount(page, 9);
  await checkA11y(page, 'admin bookings mobile');
  await screenshot(page, 'admin-bookings-mobile');
  await rows(page).first().getByRole('button', { name: /^Detalhes/ }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da reserva' });
  await details.getByText('Criada em').waitFor();
  await dialogsSettled(page);
  await checkA11y(page, 'admin booking details mobile');
  await screenshotViewport(page, 'admin-booking-details-mobile');
  await details.getByRole('button', { name: 'Fechar' }).click();
  await details.waitFor({ state: 'detached' });

  await page.goto(server.url + '/admin/users');
  await page.getByRole('list', { name: 'Usuários' }).getByRole('listitem').first().waitFor();
  await checkA11y(page, 'admin users mobile');
  await screenshot(page, 'admin-users-mobile');

  // Revenue in the millions: the figures shrink to fit, never break across lines.
  const { reports } = await gql('{ reports { totalRevenue } }', {}, await apiSignIn(ADMIN));
  addCharge(server, 123456789 - Math.round(Number(reports.totalRevenue) * 100), '2031-03-05');
  await page.goto(server.url + '/admin/reports');
  await page.getByRole('region', { name: 'Reservas por status' }).waitFor();
  await page.getByText(/^R\$\s1\.234\.567,89$/).waitFor();
  await assertFiguresFit(page, 'reports at 390 px');
  await checkA11y(page, 'admin reports mobile');
  await screenshot(page, 'admin-reports-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });
  await assertFiguresFit(page, 'reports at 1280 px');
  await screenshot(page, 'admin-reports-millions-1280');
  await page.setViewportSize(MOBILE);
  await page.goto(server.url + '/dashboard');
  await page.getByText(/^R\$\s1\.2\d\d\.\d\d\d(,\d\d)?$/).waitFor();
  await assertFiguresFit(page, 'admin dashboard at 390 px');
  await page.goto(server.url + '/admin/reports');
  await page.getByRole('tab', { name: 'Receita' }).click();
  await page.getByTestId('revenue-chart').locator('svg').first().waitFor();
  await screenshot(page, 'admin-reports-revenue-mobile');
  assert.deepEqual(problems, []);
  await context.close();
});
