// Issue 14's two-factor and deletion journeys: turn two-factor sign-in on in Segurança
// (QR code, first code, recovery codes once) → sign out → sign in with an app code →
// sign in elsewhere with a recovery code → download one's data → delete the account,
// after which the old password opens nothing. Codes are computed here from RFC 6238
// (node's HMAC-SHA-1), never by the server.

import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { MOBILE, checkA11y, journey, launchBrowser, screenshot, startServer, toast } from '../lib.mjs';

const USER = { email: 'usuario@agora.dev', password: 'agora-usuario' };

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

function base32(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out = [];
  for (const c of text.replace(/[\s=]/g, '')) {
    value = (value << 5) | alphabet.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The 6-digit code of the 30-second step `step` (RFC 6238, SHA-1). */
function code(secret, step) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const h = createHmac('sha1', base32(secret)).update(counter).digest();
  const o = h[19] & 0x0f;
  const value = ((h[o] & 0x7f) << 24) | (h[o + 1] << 16) | (h[o + 2] << 8) | h[o + 3];
  return String(value % 1_000_000).padStart(6, '0');
}

const stepNow = () => Math.floor(Date.now() / 30_000);

async function passwordStep(page, { email, password }) {
  await page.goto(server.url + '/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
}

test('two-factor sign-in: enrol, sign in with an app code and with a recovery code, then delete the account', async () => {
  const { page, problems } = await newPage();
  await signIn(page, USER);
  await page.goto(server.url + '/settings');
  await page.getByRole('tab', { name: 'Segurança' }).click();
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  const setup = page.getByRole('dialog', { name: 'Ativar verificação em duas etapas' });
  await setup.getByRole('img', { name: 'QR code para adicionar o Ágora ao app autenticador' }).waitFor();
  const secret = (await setup.getByLabel(/^Chave: /).getAttribute('aria-label')).replace('Chave: ', '');
  assert.match(secret, /^[A-Z2-7]{32}$/);
  await checkA11y(page, 'two-factor setup dialog');
  await screenshot(page, 'two-factor-setup-desktop');
  const enrolStep = stepNow();
  await setup.getByLabel('Código do app autenticador').fill(code(secret, enrolStep));
  await setup.getByRole('button', { name: 'Ativar' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Seus códigos de recuperação' });
  const list = codesDialog.getByRole('list', { name: 'Códigos de recuperação' });
  await list.waitFor();
  const codes = await list.getByRole('listitem').allTextContents();
  assert.equal(codes.length, 10);
  await checkA11y(page, 'recovery codes dialog');
  await screenshot(page, 'two-factor-codes-desktop');
  await codesDialog.getByRole('button', { name: 'Concluído' }).click();
  await page.getByText('10 códigos de recuperação disponíveis', { exact: false }).waitFor();

  // Sair, then the password alone is not enough.
  await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL(server.url + '/');
  await passwordStep(page, USER);
  assert.equal(new URL(page.url()).pathname, '/login', 'no session before the code');
  // The enrolment's own code is spent; the next step's code (one step of drift) signs in.
  await page.getByLabel('Código do app autenticador').fill(code(secret, enrolStep));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByText('Este código já foi usado. Espere o próximo código do app.').waitFor();
  await page.getByLabel('Código do app autenticador').fill(code(secret, enrolStep + 1));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL(server.url + '/dashboard');

  // Another device, a phone, with a recovery code.
  const phone = await newPage(MOBILE);
  await passwordStep(phone.page, USER);
  await checkA11y(phone.page, 'two-factor code step');
  await screenshot(phone.page, 'two-factor-code-step-mobile');
  await phone.page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await phone.page.getByLabel('Código de recuperação').fill(codes[0].toUpperCase());
  await phone.page.getByRole('button', { name: 'Verificar' }).click();
  await phone.page.waitForURL(server.url + '/dashboard');
  await phone.context.close();

  // Seus dados: the JSON names the account and its bookings.
  await page.goto(server.url + '/settings');
  await page.getByRole('tab', { name: 'Segurança' }).click();
  await page.getByText('9 códigos de recuperação disponíveis', { exact: false }).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar meus dados' }).click()]);
  assert.match(download.suggestedFilename(), /^agora-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  assert.equal(data.profile.email, USER.email);
  assert.equal(data.twoFactor.recoveryCodesLeft, 9);
  assert.ok(Array.isArray(data.bookings) && data.bookings.length > 0, 'the demo bookings are in the export');
  await screenshot(page, 'settings-security-desktop');

  // Excluir conta: password and a recovery code, then signed out on /.
  await page.getByRole('button', { name: 'Excluir conta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await confirm.getByLabel('Sua senha').fill(USER.password);
  await confirm.getByLabel('Código do app ou de recuperação').fill(codes[1]);
  await checkA11y(page, 'delete account dialog');
  await screenshot(page, 'delete-account-desktop');
  await confirm.getByRole('button', { name: 'Excluir conta definitivamente' }).click();
  await page.waitForURL(server.url + '/');
  await toast(page, 'Conta excluída').waitFor();
  await page.locator('section[aria-label="Notificações"]').getByText('Sua conta foi excluída. Sentiremos sua falta.').waitFor();
  await page.goto(server.url + '/login');
  await page.getByLabel('E-mail').fill(USER.email);
  await page.getByLabel('Senha', { exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await toast(page, 'Erro no login').waitFor();
  await page.locator('section[aria-label="Notificações"]').getByText('Email ou senha inválidos.').waitFor();
  assert.deepEqual(problems, []);
});

test('Segurança at 390 px: the two-factor, data and deletion sections fit', async () => {
  const { page } = await newPage(MOBILE);
  await signIn(page, { email: 'admin@agora.dev', password: 'agora-admin' });
  await page.goto(server.url + '/settings');
  await page.getByRole('tab', { name: 'Segurança' }).click();
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).waitFor();
  await checkA11y(page, 'settings security (mobile)');
  await screenshot(page, 'settings-security-mobile');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, 'nothing wider than the screen');
  // The admin's policy switch says why it is off.
  await page.goto(server.url + '/admin/users');
  const policy = page.getByRole('switch', { name: 'Exigir verificação em duas etapas para administradores' });
  await policy.waitFor();
  assert.equal(await policy.isDisabled(), true);
  await checkA11y(page, 'admin users with the policy (mobile)');
  await screenshot(page, 'admin-users-policy-mobile');
});
