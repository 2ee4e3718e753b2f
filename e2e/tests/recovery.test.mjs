// Issue 14's first journey: 'Esqueci minha senha' → the mailed link → a new password →
// the session left open in another browser is over; an unconfirmed sign-in stays on the
// page with 'Reenviar link', which says when it held a link back.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { MOBILE, checkA11y, journey, launchBrowser, linkFrom, screenshot, startServer, toast } from '../lib.mjs';

const USER = { email: 'usuario@agora.dev', password: 'agora-usuario' };
const NEW_PASSWORD = 'nova-senha-forte1';

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

/** The newest link of a mail sent after the answer (link mails go out in the background). */
async function mailedLink(to, subject) {
  for (let i = 0; i < 50; i++) {
    if (server.outbox().some((m) => m.to === to && m.subject.startsWith(subject))) return linkFrom(server, to, subject);
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`no mail "${subject}" to ${to}`);
}

test('forgot password: the mailed link sets a new one and ends the session open elsewhere', async () => {
  // A session left open on another device.
  const laptop = await newPage();
  await signIn(laptop.page, USER);

  const { context, page, problems } = await newPage();
  await page.goto(server.url + '/login');
  await page.getByLabel('E-mail').fill(USER.email);
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await page.waitForURL(server.url + '/forgot-password');
  assert.equal(await page.getByLabel('E-mail').inputValue(), USER.email, 'the typed address comes along');
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await page
    .getByRole('status')
    .getByText('Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por 30 minutos.')
    .waitFor();
  await checkA11y(page, 'forgot password');
  await screenshot(page, 'forgot-password-desktop');
  // At once again: nothing is sent, and the page says when to ask.
  await page.getByRole('button', { name: 'Enviar outro link' }).click();
  await page.getByRole('status').getByText(/^Um link foi pedido para este e-mail há pouco\. Você poderá pedir outro em \d+ segundos\.$/).waitFor();

  const link = await mailedLink(USER.email, 'Redefinir sua senha');
  assert.match(link, new RegExp(`^${server.url}/reset-password#token=`));
  await page.goto(link);
  await page.getByRole('heading', { name: 'Criar nova senha' }).waitFor();
  assert.equal(new URL(page.url()).hash, '', 'the secret leaves the address bar');
  await checkA11y(page, 'reset password');
  await screenshot(page, 'reset-password-desktop');
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await page.waitForURL(server.url + '/login');
  await toast(page, 'Senha redefinida! Entre com a nova senha.').waitFor();
  await signIn(page, { email: USER.email, password: NEW_PASSWORD });

  // The laptop's session ended with the reset: a reload lands on /login.
  await laptop.page.reload();
  await laptop.page.waitForURL(/\/login$/);
  await laptop.context.close();

  // The link worked once.
  const again = (await newPage()).page;
  await again.goto(link);
  await again.getByLabel('Nova senha', { exact: true }).fill('outra-senha1');
  await again.getByLabel('Confirmar nova senha', { exact: true }).fill('outra-senha1');
  await again.getByRole('button', { name: 'Salvar nova senha' }).click();
  await again.getByRole('alert').getByText('Link inválido ou expirado. Solicite um novo.').waitFor();
  await again.getByRole('link', { name: 'Pedir novo link' }).waitFor();
  await again.context().close();

  assert.deepEqual(problems, []);
  await context.close();
});

test('the recovery pages at 390 px; an unconfirmed sign-in offers Reenviar link', async () => {
  const { context, page, problems } = await newPage(MOBILE);
  const email = 'nova.pessoa@exemplo.com';
  await page.goto(server.url + '/register');
  await page.getByLabel('Nome completo').fill('Nova Pessoa');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha', { exact: true }).fill('segredo1');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.waitForURL(server.url + '/login');
  // The URL changes before the sign-in page replaces the sign-up form (its code may still
  // be loading): typing earlier would fill the sign-up form's E-mail.
  await page.getByRole('heading', { name: 'Entrar' }).waitFor();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Confirme seu e-mail antes de entrar.' });
  await alert.getByText(/você poderá pedir outro em \d+ segundos\.$/).waitFor();
  await alert.getByRole('button', { name: 'Reenviar link' }).click();
  await alert.getByText(/^Um link foi pedido para este e-mail há pouco\./).waitFor();
  await checkA11y(page, 'login unconfirmed mobile');
  await screenshot(page, 'login-unconfirmed-mobile');

  await page.goto(server.url + '/forgot-password');
  await page.getByRole('heading', { name: 'Esqueci minha senha' }).waitFor();
  await checkA11y(page, 'forgot password mobile');
  await screenshot(page, 'forgot-password-mobile');
  await page.goto(server.url + '/reset-password');
  await page.getByRole('alert').getByText('Link inválido ou expirado. Solicite um novo.').waitFor();
  await checkA11y(page, 'reset password without a link mobile');
  await screenshot(page, 'reset-password-mobile');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a server blip during a reload is not a sign-out: Tentar novamente brings the page back', async () => {
  const { context, page, problems } = await newPage();
  await signIn(page, { email: 'admin@agora.dev', password: 'agora-admin' });
  await page.goto(server.url + '/my-bookings');
  await page.getByRole('heading', { level: 1, name: 'Minhas Reservas' }).waitFor();

  // The API answers 503 (a proxy in front of a restarting server) while the page reloads.
  await page.route('**/graphql', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'indisponível' }));
  await page.reload();
  await page.getByRole('alert').getByText('Sem conexão com o servidor').waitFor();
  assert.equal(new URL(page.url()).pathname, '/my-bookings', 'not sent to /login');
  await checkA11y(page, 'server unreachable');
  await screenshot(page, 'server-unreachable-desktop');

  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await page.getByRole('heading', { level: 1, name: 'Minhas Reservas' }).waitFor();
  // Failed loads while the API was down are console errors, not page errors.
  assert.deepEqual(problems, []);
  await context.close();
});
