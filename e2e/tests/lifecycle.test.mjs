// Issue 13's journeys (docs/booking-lifecycle.md): an unpaid hold expires and frees its
// slot live in another browser; a confirmed booking is rescheduled from its card; an admin
// cancels a paid booking with a reason, which refunds it (the provider's refund is
// asserted by the server suite), shows in its history and on the user's card. The server's clock is shifted to a Monday 09:00 in São Paulo and runs; the
// payment hold is 20 seconds so that expiry happens within the test.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MOBILE,
  checkA11y,
  choose,
  journey,
  launchBrowser,
  screenshot,
  screenshotViewport,
  settled,
  startServer,
  toast,
} from '../lib.mjs';

const CLOCK = '2031-03-10T12:00:00Z'; // Monday 2031-03-10, 09:00 in America/Sao_Paulo
const HOLD_SECONDS = 20;
const USER = { email: 'usuario@agora.dev', password: 'agora-usuario' };
const ADMIN = { email: 'admin@agora.dev', password: 'agora-admin' };
const SPACE = 'Sala Cedro';

let server;
let browser;
let j;

before(async () => {
  server = await startServer({ AGORA_CLOCK: CLOCK, AGORA_PAYMENT_HOLD_SECONDS: String(HOLD_SECONDS) });
  browser = await launchBrowser();
  j = journey(server, browser);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The id of a space and the instants of a day's hours, as an API client sees them. */
async function slotsOf(token, name, date) {
  const { spaces } = await j.gql('{ spaces(first: 50) { edges { node { id name } } } }', {}, token);
  const spaceId = spaces.edges.find((e) => e.node.name === name).node.id;
  const { availability } = await j.gql(
    'query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { hour startsAt endsAt } } }',
    { s: spaceId, d: date },
    token,
  );
  return { spaceId, at: (h) => availability.slots.find((s) => s.hour === h) };
}

/** Books [from, to) of a day and pays it at once, as the user's API client. */
async function bookAndPay(token, date, from, to) {
  const { spaceId, at } = await slotsOf(token, SPACE, date);
  const { createBooking } = await j.gql(
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }',
    { i: { spaceId, startsAt: at(from).startsAt, endsAt: at(to - 1).endsAt } },
    token,
  );
  const id = createBooking.booking.id;
  await j.gql('mutation($i: BookingIdInput!) { payBooking(input: $i) { booking { status } } }', { i: { bookingId: id } }, token);
  return id;
}

const HISTORY = 'query($id: ID!) { node(id: $id) { ... on Booking { status totalPrice history { kind actor charged refunded reason } } } }';

/** Opens the booking form of a space from /spaces and picks a day of March 2031. */
async function openForm(page, day) {
  await page.goto(server.url + '/spaces');
  await page.getByRole('button', { name: `Reservar ${SPACE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Reserva' });
  await dialog.getByText(SPACE).first().waitFor();
  await dialog.getByRole('button', { name: /^Escolha uma data/ }).click();
  const calendar = page.getByRole('grid');
  await page.getByText('março 2031').first().waitFor();
  await calendar.getByRole('gridcell', { name: String(day), exact: true }).click();
  await calendar.waitFor({ state: 'detached', timeout: 5000 });
  await dialog.getByRole('button', { name: `Escolha uma data, data selecionada ${day} de março de 2031` }).waitFor();
  await dialog.getByText('Horários disponíveis').waitFor();
  return dialog;
}


test('an unpaid hold expires by itself: the slot comes back live in another browser, the user is told why', async () => {
  const user = await j.newPage();
  const other = await j.newPage();
  await j.signIn(user.page, USER);
  await j.signIn(other.page, ADMIN);
  const watching = await openForm(other.page, 12);
  const ten = watching.getByRole('button', { name: 'Começar às 10:00' });
  await ten.waitFor();

  const form = await openForm(user.page, 12);
  await choose(user.page, form, 'Início', '10:00');
  await choose(user.page, form, 'Fim', '11:00');
  await form.getByRole('button', { name: 'Reservar' }).click();
  const booked = Date.now();
  await form.getByText(/^Reserva solicitada!/).waitFor();
  await form.getByText(/^Pague até 10\/03\/2031, 09:\d\d \(faltam 1 min\) ou o horário será liberado\.$/).waitFor();

  // The user goes to their list: pending, counting down.
  await form.getByRole('button', { name: 'Ver minhas reservas' }).click();
  await user.page.getByRole('heading', { level: 1, name: 'Minhas Reservas' }).waitFor();
  const mine = (panel) =>
    user.page.getByRole('tabpanel', { name: panel }).getByRole('article').filter({ hasText: SPACE }).filter({ hasText: '12/03/2031' });
  await mine(/^Próximas/).getByText('Pendente').waitFor();

  // Held: gone from the other form at once; back once the hold lapses, without a reload.
  await ten.waitFor({ state: 'detached', timeout: 2000 });
  await ten.waitFor({ timeout: (HOLD_SECONDS + 20) * 1000 });
  const freedAfter = (Date.now() - booked) / 1000;
  assert.ok(freedAfter >= HOLD_SECONDS - 1, `freed only after the hold (${freedAfter.toFixed(1)} s)`);

  // The user's list follows without a reload: out of Próximas, into the history with the
  // reason; a mail says it too.
  await mine(/^Próximas/).waitFor({ state: 'detached', timeout: 5000 });
  await user.page.getByRole('tab', { name: /^Histórico/ }).click();
  const card = mine(/^Histórico/);
  await card.getByText('Cancelado').waitFor();
  await card.getByText('Pagamento não realizado no prazo').waitFor();
  const expiryMails = () => server.outbox().filter((m) => m.to === USER.email && m.subject === `Reserva cancelada: ${SPACE}`);
  for (let i = 0; i < 50 && expiryMails().length === 0; i++) await user.page.waitForTimeout(100);
  const mail = expiryMails();
  assert.equal(mail.length, 1, 'one mail about the expiry');
  assert.match(mail[0].text, /O prazo para pagar terminou/);
  assert.deepEqual([...user.problems, ...other.problems], []);
  await user.context.close();
  await other.context.close();
});

test('reschedule a paid booking from its card: same form, its hours chosen, the difference charged', async () => {
  const token = await j.apiSignIn(USER);
  const id = await bookAndPay(token, '2031-03-13', 10, 12);
  const { page, context, problems } = await j.newPage();
  await j.signIn(page, USER);
  await page.goto(server.url + '/my-bookings');
  const card = page
    .getByRole('tabpanel', { name: /^Próximas/ })
    .getByRole('article')
    .filter({ hasText: SPACE })
    .filter({ hasText: '13/03/2031' });
  await card.getByText('10:00–12:00 (2 horas)').waitFor();
  await card.getByRole('button', { name: 'Reagendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reagendar reserva' });
  await dialog.getByText('Horários disponíveis').waitFor();
  assert.equal(await dialog.getByRole('combobox', { name: 'Início' }).textContent(), '10:00');
  assert.equal(await dialog.getByRole('combobox', { name: 'Fim' }).textContent(), '12:00');
  await dialog.getByText('Sem diferença').waitFor();
  await choose(page, dialog, 'Fim', '13:00');
  const { node: before } = await j.gql(HISTORY, { id }, token);
  const perHour = Number(before.totalPrice) / 2;
  await dialog.getByText(/^\+ R\$\s[\d.,]+ \(cobrado ao reagendar\)$/).waitFor();
  await settled(page);
  await checkA11y(page, 'reschedule dialog');
  await screenshotViewport(page, 'reschedule-dialog-desktop');
  await dialog.getByRole('button', { name: 'Reagendar' }).click();
  await toast(page, 'Reserva reagendada').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await card.getByText('10:00–13:00 (3 horas)').waitFor();
  await card.getByText('Confirmado').waitFor();

  const { node: after } = await j.gql(HISTORY, { id }, token);
  assert.equal(Number(after.totalPrice), perHour * 3);
  assert.deepEqual(
    after.history.map((e) => [e.kind, e.charged && Number(e.charged), e.refunded]),
    [
      ['CREATED', null, null],
      ['PAID', perHour * 2, null],
      ['RESCHEDULED', perHour, null],
    ],
  );
  await server.mailed((m) => m.to === USER.email && m.subject === `Reserva reagendada: ${SPACE}`);

  // The card's actions at 390 px.
  await page.setViewportSize(MOBILE);
  await card.getByRole('button', { name: 'Reagendar' }).click();
  const again = page.getByRole('dialog', { name: 'Reagendar reserva' });
  await again.getByText('Horários disponíveis').waitFor();
  await settled(page);
  await checkA11y(page, 'reschedule dialog mobile');
  // The same hours again: refused with a notice, which must not cover the dialog's buttons.
  const submit = again.getByRole('button', { name: 'Reagendar' });
  await submit.click();
  const notice = toast(page, 'Horário inválido');
  await notice.waitFor();
  await settled(page);
  await screenshotViewport(page, 'reschedule-dialog-mobile');
  const [n, b] = [await notice.locator('xpath=ancestor::div[contains(@class,"MuiAlert-root")]').boundingBox(), await submit.boundingBox()];
  assert.ok(n.y + n.height <= b.y || b.y + b.height <= n.y, `the notice (${JSON.stringify(n)}) clears the button (${JSON.stringify(b)})`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('an admin cancels a paid booking with a reason: refunded, in its history, on the user card', async () => {
  const token = await j.apiSignIn(USER);
  const id = await bookAndPay(token, '2031-03-14', 15, 17);
  const { page, context, problems } = await j.newPage();
  await j.signIn(page, ADMIN);
  await page.goto(server.url + '/admin/bookings');
  await page.getByRole('heading', { level: 1, name: 'Reservas' }).waitFor();
  const row = page
    .getByRole('region', { name: 'Lista de reservas' })
    .getByRole('article')
    .filter({ hasText: '14/03/2031' })
    .filter({ hasText: '15:00–17:00' });
  await row.getByRole('button', { name: /^Detalhes/ }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes da reserva' });
  const history = details.getByRole('list', { name: 'Histórico' });
  await history.getByText('Solicitada').waitFor();
  await history.getByText(/^Paga · cobrado R\$/).waitFor();

  await details.getByRole('button', { name: new RegExp(`^Cancelar: ${SPACE}`) }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar reserva?' });
  await confirm.getByRole('textbox', { name: /Motivo do cancelamento/ }).fill('Vazamento no teto da sala');
  await confirm.getByRole('button', { name: 'Cancelar reserva' }).click();
  await toast(page, 'Status atualizado').waitFor();
  await details.getByText('Cancelado').waitFor();
  // The history follows at once: who cancelled, why, and the refund.
  await history.getByText(/^Cancelada · estorno de R\$/).waitFor();
  await history.getByText('Motivo: Vazamento no teto da sala').waitFor();
  await settled(page);
  await checkA11y(page, 'admin booking details with history');
  await screenshotViewport(page, 'admin-booking-history-desktop');
  await page.setViewportSize(MOBILE);
  await settled(page);
  await screenshotViewport(page, 'admin-booking-history-mobile');

  const { node } = await j.gql(HISTORY, { id }, token);
  assert.equal(node.status, 'CANCELLED');
  const cancelled = node.history.find((e) => e.kind === 'CANCELLED');
  assert.equal(cancelled.actor, 'ADMIN');
  assert.equal(cancelled.reason, 'Vazamento no teto da sala');
  assert.equal(Number(cancelled.refunded), Number(node.totalPrice), 'refunded in full');
  const mail = server.outbox().filter((m) => m.to === USER.email && m.subject === `Reserva cancelada: ${SPACE}`).at(-1);
  assert.match(mail.text, /Motivo: Vazamento no teto da sala/);
  assert.match(mail.text, /Estorno: R\$/);

  // The user sees the reason on the card.
  const user = await j.newPage(MOBILE);
  await j.signIn(user.page, USER);
  await user.page.goto(server.url + '/my-bookings');
  await user.page.getByRole('tab', { name: /^Histórico/ }).click();
  const card = user.page
    .getByRole('tabpanel', { name: /^Histórico/ })
    .getByRole('article')
    .filter({ hasText: '14/03/2031' })
    .filter({ hasText: '15:00–17:00' });
  await card.getByText('Vazamento no teto da sala').waitFor();
  await screenshot(user.page, 'my-bookings-cancel-reason-mobile');
  assert.deepEqual([...problems, ...user.problems], []);
  await context.close();
  await user.context.close();
});
