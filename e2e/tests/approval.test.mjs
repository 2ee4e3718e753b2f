// Issue 15's approval journey: an admin makes a space require approval; a user's request
// holds its slot and waits ('Aguardando aprovação'); the admin approves it from the admin
// bookings screen and the user's open 'Minhas Reservas' turns it into a payable booking
// live; a second request is declined with a reason. The server's clock is fixed on a
// Monday 09:00 in São Paulo.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
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

test('a request waits for approval, is approved live from the admin screen, and another is declined', async () => {
  const admin = await j.newPage();
  await j.signIn(admin.page, ADMIN);
  await admin.page.goto(`${server.url}/admin/spaces`);
  const rulesButton = admin.page.getByRole('button', { name: /^Horários e regras de / }).nth(2);
  const spaceName = (await rulesButton.getAttribute('aria-label')).replace(/^Horários e regras de /, '');
  await rulesButton.click();
  const rules = admin.page.getByRole('dialog', { name: `Horários e regras — ${spaceName}` });
  await rules.getByLabel('Reservas exigem aprovação').check();
  await rules.getByText(/^Cada pedido guarda o horário e aguarda a decisão/).waitFor();
  await rules.getByRole('heading', { name: 'Aprovação' }).scrollIntoViewIfNeeded();
  await checkA11y(admin.page, 'space rules dialog with approval');
  await settled(admin.page);
  await screenshot(admin.page, 'space-rules-approval-desktop');
  await rules.getByRole('button', { name: 'Salvar' }).click();
  await toast(admin.page, 'Regras salvas').waitFor();
  await admin.page.goto(`${server.url}/admin/bookings`);
  await admin.page.getByRole('heading', { name: 'Reservas', level: 1 }).waitFor();

  // The user requests Tuesday 14:00–15:00.
  const user = await j.newPage();
  await j.signIn(user.page, USER);
  await user.page.getByRole('button', { name: `Reservar ${spaceName}` }).first().click();
  const form = user.page.getByRole('dialog', { name: 'Nova Reserva' });
  await form.getByText(spaceName).first().waitFor();
  await form.getByText(/^Este espaço exige aprovação: seu pedido guarda o horário/).waitFor();
  await form.getByRole('button', { name: /^Escolha uma data/ }).click();
  const calendar = user.page.getByRole('grid');
  await user.page.getByText('março 2031').first().waitFor();
  await calendar.getByRole('gridcell', { name: '11', exact: true }).click();
  await calendar.waitFor({ state: 'detached' });
  await choose(user.page, form, 'Início', '14:00');
  await choose(user.page, form, 'Fim', '15:00');
  await form.getByRole('button', { name: 'Solicitar reserva' }).click();
  await form.getByText(/^Pedido enviado! Este espaço exige aprovação/).waitFor();
  assert.equal(await form.getByRole('button', { name: 'Pagar agora' }).count(), 0, 'nothing to pay before approval');
  await checkA11y(user.page, 'request sent step');
  await settled(user.page);
  await screenshot(user.page, 'approval-requested-desktop');
  await form.getByRole('button', { name: 'Ver minhas reservas' }).click();
  const card = user.page.getByRole('article').filter({ hasText: spaceName }).filter({ hasText: '11/03/2031' });
  await card.getByText('Aguardando aprovação', { exact: true }).waitFor();
  await card.getByRole('button', { name: /^Retirar pedido: / }).waitFor();
  assert.equal(await card.getByRole('button', { name: /^Pagar: / }).count(), 0);
  await checkA11y(user.page, 'my bookings with a request');

  // The request reached the admin's open list live; approving it turns the user's card
  // into a payable booking without a reload.
  const approve = admin.page.getByRole('button', { name: new RegExp(`^Aprovar: ${spaceName}`) });
  await approve.waitFor();
  await admin.page.getByText(/o pedido é recusado automaticamente\.$/).first().waitFor();
  await settled(admin.page);
  await screenshot(admin.page, 'admin-bookings-request-desktop');
  await approve.click();
  const confirm = admin.page.getByRole('dialog', { name: 'Aprovar pedido?' });
  await checkA11y(admin.page, 'approve dialog');
  await confirm.getByRole('button', { name: 'Aprovar' }).click();
  await toast(admin.page, 'Status atualizado').waitFor();
  await card.getByText('Pendente', { exact: true }).waitFor();
  await card.getByRole('button', { name: /^Pagar: / }).waitFor();
  await server.mailed((m) => m.subject === `Pedido aprovado: ${spaceName}`);

  // A second request, declined with a reason.
  const token = await j.apiSignIn(USER);
  const { spaces } = await j.gql('{ spaces(first: 50) { edges { node { id name } } } }', {}, token);
  const space = spaces.edges.find((e) => e.node.name === spaceName).node;
  await j.gql(
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }',
    { i: { spaceId: space.id, startsAt: '2031-03-12T17:00:00Z', endsAt: '2031-03-12T18:00:00Z' } },
    token,
  );
  // The admin was mailed, and the dashboard names the waiting request.
  const mailed = () => server.outbox().filter((m) => m.to === ADMIN.email && m.subject === `Novo pedido de reserva: ${spaceName}`);
  for (let i = 0; i < 50 && mailed().length < 2; i++) await new Promise((r) => setTimeout(r, 100));
  assert.equal(mailed().length, 2, 'one mail per request');
  const told = mailed().at(-1);
  assert.ok(told?.text.includes('/admin/bookings?status=awaiting_approval'), JSON.stringify(told));
  await admin.page.goto(`${server.url}/dashboard`);
  await admin.page.getByText('1 pedido de reserva aguarda a sua aprovação.').waitFor();
  await checkA11y(admin.page, 'admin dashboard with a waiting request');
  await settled(admin.page);
  await screenshot(admin.page, 'admin-dashboard-awaiting-desktop');

  // Keys only from here: 'Ver pedidos', then decline with a reason.
  await admin.page.getByRole('link', { name: 'Ver pedidos' }).focus();
  await admin.page.keyboard.press('Enter');
  await admin.page.waitForURL(`${server.url}/admin/bookings?status=awaiting_approval`);
  await admin.page.getByRole('combobox', { name: 'Status' }).getByText('Aguardando aprovação').waitFor();
  await admin.page.getByText('1 reserva encontrada com os filtros').waitFor();
  const decline = admin.page.getByRole('button', { name: new RegExp(`^Recusar: ${spaceName}`) });
  await decline.focus();
  await admin.page.keyboard.press('Enter');
  const reason = admin.page.getByRole('dialog', { name: 'Recusar pedido?' });
  const reasonField = reason.getByLabel('Motivo da recusa');
  await reasonField.waitFor();
  await admin.page.keyboard.press('Tab');
  await admin.page.keyboard.press('Tab');
  assert.equal(await admin.page.evaluate(() => document.activeElement?.textContent), 'Recusar pedido');
  await admin.page.keyboard.press('Enter');
  await reason.getByText('Informe o motivo da recusa.').waitFor();
  // The refusal sends focus back to the field it names.
  await admin.page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
  await checkA11y(admin.page, 'decline dialog');
  await admin.page.keyboard.type('Sala reservada para um evento interno');
  await admin.page.keyboard.press('Tab');
  await admin.page.keyboard.press('Tab');
  await admin.page.keyboard.press('Enter');
  await toast(admin.page, 'Status atualizado').waitFor();
  // The decided row keeps focus on its title, not on the page's body.
  await admin.page.waitForFunction(() => document.activeElement?.tagName === 'H2');
  assert.equal(await admin.page.evaluate(() => document.activeElement?.textContent), spaceName);
  const declined = user.page.getByRole('article').filter({ hasText: '12/03/2031' });
  await user.page.getByRole('tab', { name: /^Histórico/ }).click();
  await declined.getByText('Sala reservada para um evento interno').waitFor();
  await server.mailed((m) => m.subject === `Pedido recusado: ${spaceName}` && m.text.includes('Motivo: Sala reservada'));
  assert.deepEqual(admin.problems, []);
  assert.deepEqual(user.problems, []);
});

test('a request and its decision fit a 390 px screen', async () => {
  const token = await j.apiSignIn(USER);
  const { spaces } = await j.gql('{ spaces(first: 50) { edges { node { id name } } } }', {}, token);
  // The first test made the third space require approval.
  const space = spaces.edges[2].node;
  await j.gql(
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { status } } }',
    { i: { spaceId: space.id, startsAt: '2031-03-13T17:00:00Z', endsAt: '2031-03-13T18:00:00Z' } },
    token,
  );
  for (const [who, path, name] of [
    [USER, '/my-bookings', 'approval-my-bookings-mobile'],
    [ADMIN, '/admin/bookings', 'approval-admin-bookings-mobile'],
  ]) {
    const { page, problems } = await j.newPage(MOBILE);
    await j.signIn(page, who);
    await page.goto(`${server.url}${path}`);
    const request = page.getByRole('article').filter({ has: page.getByText('Aguardando aprovação', { exact: true }) }).first();
    await request.waitFor();
    await checkA11y(page, `${path} with a request at 390 px`);
    await request.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await settled(page);
    await screenshot(page, name);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    assert.equal(overflow, false, `${path}: nothing wider than the screen`);
    assert.deepEqual(problems, []);
  }
});
