// Issue 4's journey: the demo user books a slot from the dashboard's popular spaces, sees
// it pending in 'Minhas Reservas', pays, sees it confirmed and cancels another booking;
// with two sessions, a booking made elsewhere drops its hours from an open form at once;
// after booking, the dialog's next step pays at once ('Pagar agora').
// The server's clock is fixed on a Monday 09:00 in São Paulo so that slots are bookable
// whatever the real time.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MOBILE,
  checkA11y,
  choose,
  journey,
  launchBrowser,
  optionsOf,
  screenshot,
  screenshotViewport,
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

/** Opens the date picker of the open booking dialog and picks a day of March 2031. */
async function pickDay(dialog, page, day) {
  await dialog.getByRole('button', { name: /^Escolha uma data/ }).click();
  const calendar = page.getByRole('grid');
  await calendar.waitFor();
  await page.getByText('março 2031').first().waitFor();
  await calendar.getByRole('gridcell', { name: String(day), exact: true }).click();
  // One click picks the day and closes the calendar.
  await calendar.waitFor({ state: 'detached', timeout: 5000 });
  await daySelected(dialog, day);
}




test('book from the dashboard, pay in Minhas Reservas, cancel another booking', async () => {
  const { context, page, problems } = await newPage();
  await signIn(page, USER);
  await page.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor();
  await page.getByRole('heading', { name: 'Minhas Próximas Reservas' }).waitFor();
  await page.getByRole('heading', { name: 'Espaços Populares' }).waitFor();
  await checkA11y(page, 'dashboard');
  await screenshot(page, 'dashboard-desktop');

  // A next booking's details.
  await page.getByRole('button', { name: /^Ver detalhes:/ }).first().click();
  const details = page.getByRole('dialog', { name: 'Detalhes da reserva' });
  await details.getByText('Observações').waitFor();
  await settled(page);
  await screenshotViewport(page, 'dashboard-booking-details-desktop');
  await details.getByRole('button', { name: 'Fechar' }).click();
  await details.waitFor({ state: 'detached' });

  // Book the first popular space on Tuesday 11/03/2031, 14:00–16:00.
  const reserve = page.getByRole('button', { name: /^Reservar / }).first();
  const spaceName = (await reserve.getAttribute('aria-label')).replace(/^Reservar /, '');
  await reserve.click();
  const dialog = page.getByRole('dialog', { name: 'Nova Reserva' });
  await dialog.getByText(spaceName).waitFor();
  await dialog.getByText(/Cancelamentos com mais de 48 horas de antecedência têm reembolso integral/).waitFor();
  // It opens on the first day with a free hour: today, the server's Monday.
  await daySelected(dialog, 10);
  await pickDay(dialog, page, 11);
  await checkA11y(page, 'booking dialog');
  await choose(page, dialog, 'Início', '14:00');
  await choose(page, dialog, 'Fim', '16:00');
  await dialog.getByText('2 horas', { exact: true }).waitFor();
  await dialog.getByLabel('Observações (opcional)').fill('Reunião de planejamento');
  await screenshotViewport(page, 'booking-dialog-desktop');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  // The next step: the deadline, pay now or see the list.
  await dialog.getByText(/^Reserva solicitada!/).waitFor();
  await dialog.getByText(/^Pague até 10\/03\/2031, 09:\d\d \(faltam (29|30) min\) ou o horário será liberado\.$/).waitFor();
  await settled(page);
  await checkA11y(page, 'booked step');
  await screenshotViewport(page, 'booking-booked-step-desktop');
  await dialog.getByRole('button', { name: 'Ver minhas reservas' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Pending in Minhas Reservas, then paid.
  await page.waitForURL(server.url + '/my-bookings');
  await page.getByRole('heading', { level: 1, name: 'Minhas Reservas' }).waitFor();
  const upcoming = page.getByRole('tabpanel', { name: /^Próximas/ });
  const card = upcoming.getByRole('article').filter({ hasText: spaceName }).filter({ hasText: '11/03/2031' });
  await card.getByText('Pendente').waitFor();
  await card.getByText('14:00–16:00 (2 horas)').waitFor();
  await card.getByText('Reunião de planejamento').waitFor();
  await checkA11y(page, 'my bookings');
  await screenshot(page, 'my-bookings-desktop');

  await card.getByRole('button', { name: 'Pagar' }).click();
  const pay = page.getByRole('dialog', { name: 'Pagamento' });
  const payButton = pay.getByRole('button', { name: 'Pagar' });
  await pay.getByLabel('Número do cartão').fill('4111 1111 1111 1112');
  await pay.getByLabel('Validade (MM/AA)').fill('12/39');
  await pay.getByLabel('CVC').fill('123');
  // A card number failing Luhn: refused under the field, which takes focus; nothing sent.
  await payButton.click();
  await pay.getByText('Número do cartão inválido').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'cardNumber');
  await checkA11y(page, 'pay dialog with a refused card');
  await pay.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
  await pay.getByLabel('Nome no cartão').fill('Usuário Demo');
  await checkA11y(page, 'pay dialog');
  await screenshotViewport(page, 'pay-dialog-desktop');
  await payButton.click();
  await toast(page, 'Reserva Confirmada!').waitFor();
  await card.getByText('Confirmado').waitFor();
  assert.equal(await card.getByRole('button', { name: 'Pagar' }).count(), 0);

  // Cancel another (seeded, confirmed) booking.
  const other = upcoming.getByRole('article').filter({ hasNotText: '11/03/2031' }).first();
  const otherText = await other.getByRole('heading').textContent();
  await other.getByRole('button', { name: 'Cancelar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar reserva?' });
  await confirm.getByText(/Cancelamentos com mais de 48 horas/).waitFor();
  await confirm.getByRole('button', { name: 'Cancelar reserva' }).click();
  await toast(page, 'Reserva cancelada').waitFor();
  // It leaves Próximas at once, and joins the history.
  await upcoming.getByRole('article').filter({ hasText: otherText }).waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: /^Histórico/ }).click();
  const history = page.getByRole('tabpanel', { name: /^Histórico/ });
  await history.getByRole('article').filter({ hasText: otherText }).getByText('Cancelado').first().waitFor();
  await screenshot(page, 'my-bookings-history-desktop');

  // A reload shows the same from the server.
  await page.reload();
  await page.getByRole('tab', { name: /^Próximas/ }).waitFor();
  await upcoming.getByRole('article').filter({ hasText: spaceName }).filter({ hasText: '11/03/2031' }).getByText('Confirmado').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test("a slot booked elsewhere leaves an open form within a second, without a reload", async () => {
  const { context, page, problems } = await newPage();
  await signIn(page, USER);
  const reserve = page.getByRole('button', { name: /^Reservar / }).nth(1);
  const spaceName = (await reserve.getAttribute('aria-label')).replace(/^Reservar /, '');
  await reserve.click();
  const dialog = page.getByRole('dialog', { name: 'Nova Reserva' });
  await dialog.getByText(spaceName).waitFor();
  await pickDay(dialog, page, 12);
  await choose(page, dialog, 'Início', '10:00');
  await choose(page, dialog, 'Fim', '12:00');
  assert.ok((await optionsOf(page, dialog, 'Início')).includes('11:00'));

  // Someone else (the demo admin, as an API client) books 10:00–12:00 of that day.
  const token = await apiSignIn(ADMIN);
  const { spaces } = await gql('{ spaces(first: 50) { edges { node { id name } } } }', {}, token);
  const spaceId = spaces.edges.find((e) => e.node.name === spaceName).node.id;
  const { availability } = await gql(
    'query($s: ID!, $d: Date!) { availability(spaceId: $s, date: $d) { slots { hour startsAt endsAt } } }',
    { s: spaceId, d: '2031-03-12' },
    token,
  );
  const at = (h) => availability.slots.find((s) => s.hour === h);
  const started = Date.now();
  await gql(
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }',
    { i: { spaceId, startsAt: at(10).startsAt, endsAt: at(11).endsAt } },
    token,
  );
  await dialog
    .getByText('Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.')
    .waitFor({ timeout: 1000 });
  const elapsed = Date.now() - started;
  assert.ok(elapsed < 1000, `the form changed after ${elapsed} ms`);
  const starts = await optionsOf(page, dialog, 'Início');
  assert.ok(!starts.includes('10:00') && !starts.includes('11:00'), `10:00 and 11:00 are gone: ${starts}`);
  assert.ok(starts.includes('12:00'));
  assert.equal(await dialog.getByText('2 horas', { exact: true }).count(), 0, 'the choice was cleared');
  await screenshotViewport(page, 'booking-dialog-slot-taken-desktop');

  // The form still books another time, and the next step pays it at once.
  await choose(page, dialog, 'Início', '12:00');
  await choose(page, dialog, 'Fim', '13:00');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await dialog.getByText(/^Reserva solicitada!/).waitFor();
  await dialog.getByRole('button', { name: 'Pagar agora' }).click();
  const pay = page.getByRole('dialog', { name: 'Pagamento' });
  await pay.getByText(/Pague até 10\/03\/2031/).waitFor();
  await pay.getByLabel('Número do cartão').fill('4111 1111 1111 1111');
  await pay.getByLabel('Validade (MM/AA)').fill('12/39');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByRole('button', { name: 'Pagar' }).click();
  await toast(page, 'Reserva Confirmada!').waitFor();
  await pay.waitFor({ state: 'detached' });
  await dialog.waitFor({ state: 'detached' });
  const { bookings } = await gql(
    '{ bookings(filter: { scope: OWN, group: UPCOMING }) { edges { node { status startsAt space { name } } } } }',
    {},
    await apiSignIn(USER),
  );
  const paid = bookings.edges.map((e) => e.node).filter((b) => b.space.name === spaceName && b.startsAt.startsWith('2031-03-12T15'));
  assert.deepEqual(paid.map((b) => b.status), ['CONFIRMED'], 'paid from the next step');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the booking screens at 390 px; a booking too close to cancel says why', async () => {
  const { context, page, problems } = await newPage(MOBILE);
  await signIn(page, USER);
  await page.getByRole('heading', { name: 'Espaços Populares' }).waitFor();
  await checkA11y(page, 'dashboard mobile');
  await screenshot(page, 'dashboard-mobile');

  // Today (the server's Monday, 09:00): 11:00–12:00 is bookable (1 h ahead) but starts
  // within 2 hours, so it can no longer be cancelled.
  const reserve = page.getByRole('button', { name: /^Reservar / }).first();
  const spaceName = (await reserve.getAttribute('aria-label')).replace(/^Reservar /, '');
  await reserve.click();
  const dialog = page.getByRole('dialog', { name: 'Nova Reserva' });
  // The form opens on the first day with a free hour: today.
  await daySelected(dialog, 10);
  const starts = await optionsOf(page, dialog, 'Início');
  assert.ok(!starts.includes('09:00') && !starts.includes('10:00'), `too-soon hours are not offered: ${starts}`);
  await choose(page, dialog, 'Início', '11:00');
  await choose(page, dialog, 'Fim', '12:00');
  await dialog.getByText('1 hora', { exact: true }).waitFor();
  // Before booking, the form says this one could not be cancelled afterwards.
  await dialog.getByText('Começa em menos de 2 horas: depois de feita, esta reserva não poderá ser cancelada nem reagendada.').waitFor();
  await checkA11y(page, 'booking dialog mobile');
  await screenshotViewport(page, 'booking-dialog-mobile');
  await dialog.getByRole('button', { name: 'Reservar' }).click();
  await dialog.getByText(/^Reserva solicitada!/).waitFor();
  await settled(page);
  await checkA11y(page, 'booked step mobile');
  await screenshotViewport(page, 'booking-booked-step-mobile');
  await dialog.getByRole('button', { name: 'Ver minhas reservas' }).click();
  await page.waitForURL(server.url + '/my-bookings');
  await page.getByRole('heading', { level: 1, name: 'Minhas Reservas' }).waitFor();
  await page.getByRole('tab', { name: 'Hoje (1)' }).click();
  const today = page.getByRole('tabpanel', { name: /^Hoje/ });
  const card = today.getByRole('article').filter({ hasText: spaceName });
  await card.getByText('11:00–12:00 (1 hora)').waitFor();
  const cancel = card.getByRole('button', { name: 'Cancelar' });
  assert.equal(await cancel.isDisabled(), true, 'cancelling is blocked within 2 hours');
  await card.getByText('Só é possível cancelar com mais de 2 horas de antecedência.').waitFor();
  await card.getByRole('button', { name: 'Pagar' }).waitFor();
  // The deadline counts down by the server's clock (shifted here), not the browser's.
  await card.getByText(/^Pague até 10\/03\/2031, 09:\d\d \(faltam ([12]?\d|30) min\) ou o horário será liberado\.$/).waitFor();
  await checkA11y(page, 'my bookings mobile');
  await screenshot(page, 'my-bookings-mobile');

  // Dates follow the user's date-format preference.
  const token = await apiSignIn(USER);
  await gql('mutation { updateSettings(input: { dateFormat: YYYY_MM_DD }) { user { id } } }', {}, token);
  await page.reload();
  await page.getByRole('tab', { name: 'Hoje (1)' }).click();
  await page.getByRole('tabpanel', { name: /^Hoje/ }).getByText('2031-03-10', { exact: true }).waitFor();
  await gql('mutation { updateSettings(input: { dateFormat: DD_MM_YYYY }) { user { id } } }', {}, token);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a space deactivated while its form is open says so in place of the hours', async () => {
  // A space of its own, so that the other journeys keep theirs.
  const admin = await apiSignIn(ADMIN);
  const name = 'Sala Efêmera';
  const { createSpace } = await gql(
    'mutation($i: CreateSpaceInput!) { createSpace(input: $i) { space { id } } }',
    { i: { name, description: 'Fecha durante o teste.', capacity: 4, pricePerHour: '40', resources: [] } },
    admin,
  );
  for (const [viewport, label] of [[undefined, 'desktop'], [MOBILE, 'mobile']]) {
    const { context, page, problems } = await newPage(viewport);
    await signIn(page, USER);
    await page.goto(server.url + '/spaces');
    await page.getByRole('searchbox', { name: 'Buscar espaços' }).fill(name);
    await page.getByRole('button', { name: `Reservar ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Reserva' });
    await dialog.getByText('Horários disponíveis').waitFor();
    await settled(page);

    await gql(
      'mutation($id: ID!, $on: Boolean!) { setSpaceActive(input: { id: $id, isActive: $on }) { space { id } } }',
      { id: createSpace.space.id, on: false },
      admin,
    );
    await dialog.getByRole('alert').getByText('Este espaço não está mais disponível para reservas.').waitFor();
    assert.equal(await dialog.getByText('Horários disponíveis', { exact: true }).count(), 0, 'no hour is left on offer');
    await checkA11y(page, `booking form, space gone, ${label}`);
    await screenshotViewport(page, `booking-dialog-space-gone-${label}`);
    await gql(
      'mutation($id: ID!, $on: Boolean!) { setSpaceActive(input: { id: $id, isActive: $on }) { space { id } } }',
      { id: createSpace.space.id, on: true },
      admin,
    );
    assert.deepEqual(problems, []);
    await context.close();
  }
});

/** The form shows `day` of March 2031 chosen and that day's hours. */
async function daySelected(dialog, day) {
  await dialog.getByRole('button', { name: `Escolha uma data, data selecionada ${day} de março de 2031` }).waitFor();
  await dialog.getByText('Horários disponíveis').waitFor();
}
