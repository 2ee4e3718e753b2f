// Issue 2's journey: public pages, sign-up with the e-mail link, sign-in, the layout on
// desktop and as a 390 px drawer, settings that survive a reload, automatic session
// refresh across several 5-second token lifetimes, 'Sair', the guard and the 404 page.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, checkA11y, launchBrowser, linkFrom, screenshot, startServer } from '../lib.mjs';

let server;
let browser;

before(async () => {
  server = await startServer({ AGORA_ACCESS_TOKEN_TTL: '5' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page that fails the test on any request leaving this machine or any page error. */
async function newPage(viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, locale: 'pt-BR' });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(server.url) && !url.startsWith('data:') && !url.startsWith('blob:') && !url.startsWith(server.url.replace('http', 'ws'))) {
      problems.push(`external request: ${url}`);
    }
  });
  return { context, page, problems };
}

async function visit(page, path) {
  await page.goto(server.url + path);
  await page.waitForLoadState('networkidle');
}

test('public pages render, pass axe and show real figures', async () => {
  for (const [viewport, suffix] of [[DESKTOP, 'desktop'], [MOBILE, 'mobile']]) {
    const { context, page, problems } = await newPage(viewport);
    await visit(page, '/');
    await page.getByRole('link', { name: 'Começar Agora' }).waitFor();
    // The figures come from landingStats: the demo data has 10 spaces.
    await page.getByText('10', { exact: true }).first().waitFor();
    assert.equal(await page.getByText('4.9').count(), 0, 'no rating is claimed');
    await checkA11y(page, `landing ${suffix}`);
    await screenshot(page, `landing-${suffix}`);

    await visit(page, '/login');
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();
    await page.getByText('Acesse sua conta no Ágora').waitFor();
    await page.getByText('Gestão inteligente de espaços compartilhados').waitFor();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Email é obrigatório').waitFor();
    await page.getByText('Senha é obrigatória').waitFor();
    await checkA11y(page, `login ${suffix}`);
    await screenshot(page, `login-${suffix}`);

    await visit(page, '/register');
    await page.getByRole('heading', { name: 'Cadastrar' }).waitFor();
    await checkA11y(page, `register ${suffix}`);
    await screenshot(page, `register-${suffix}`);

    await visit(page, '/essa/pagina/nao/existe');
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await page.getByText('A página que você está procurando não existe ou foi movida.').waitFor();
    await checkA11y(page, `404 ${suffix}`);
    await screenshot(page, `404-${suffix}`);
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await page.waitForURL(server.url + '/');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('the landing page arrives as HTML: it shows and links before any script runs', async () => {
  const context = await browser.newContext({ viewport: MOBILE, locale: 'pt-BR', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(server.url + '/');
  await page.getByRole('heading', { level: 1, name: 'Gestão inteligente de espaços compartilhados' }).waitFor();
  assert.equal(await page.getByRole('link', { name: 'Começar Agora' }).getAttribute('href'), '/register');
  assert.equal(await page.getByText('O Ágora precisa de JavaScript').count(), 0);
  await screenshot(page, 'landing-before-scripts-mobile');
  await context.close();
  // With scripts, the app takes over the same page: no loading screen in between.
  const { context: withJs, page: app, problems } = await newPage(MOBILE);
  const seen = [];
  await app.exposeFunction('agoraSawLoading', () => seen.push('loading'));
  await app.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[role="status"]')?.textContent?.includes('Carregando')) {
        window.agoraSawLoading();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await visit(app, '/');
  await app.getByText('10', { exact: true }).first().waitFor();
  assert.deepEqual(seen, [], 'the loading screen never replaced the prerendered page');
  assert.deepEqual(problems, []);
  await withJs.close();
});

test('sign up, confirm by e-mail, sign in, use the layout and settings, stay signed in, sign out', async () => {
  const { context, page, problems } = await newPage();
  const email = 'ana.souza@exemplo.com';

  await visit(page, '/register');
  await page.getByLabel('Nome completo').fill('Ana Souza');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByLabel('Confirmar senha').fill('segredo2');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.getByText('Senhas não coincidem').waitFor();
  await page.getByLabel('Confirmar senha').fill('segredo1');
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await page.getByText('Cadastro realizado!').waitFor();
  await page.getByText('Verifique seu email para confirmar a conta.').waitFor();
  await page.waitForURL('**/login');

  // Unconfirmed: refused with the server's message.
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  // The sign-up's link went out moments ago: the page says so, and offers 'Reenviar link'.
  const unconfirmed = page.getByRole('alert').filter({ hasText: 'Confirme seu e-mail antes de entrar.' });
  await unconfirmed.getByText(/^Confirme seu e-mail antes de entrar\. Um link foi enviado há pouco: você poderá pedir outro em \d+ segundos\.$/).waitFor();
  await unconfirmed.getByRole('button', { name: 'Reenviar link' }).waitFor();

  // The link from the outbox confirms and lands on /login with a notice.
  await page.goto(linkFrom(server, email, 'Confirme seu e-mail'));
  await page.getByText('E-mail confirmado! Agora é só entrar.').waitFor();
  await checkA11y(page, 'login after confirmation');

  // A guarded page remembers where the visitor wanted to go.
  await visit(page, '/settings');
  await page.waitForURL('**/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Login realizado!').waitFor();
  await page.getByRole('heading', { name: 'Configurações', level: 1 }).waitFor();
  assert.ok(page.url().endsWith('/settings'), 'back to the page it came from');

  // Profile saved on the server, still there after a reload.
  await page.getByLabel('Telefone').fill('+55 11 98888-7777');
  await page.getByLabel('Bio').fill('Designer de serviços');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Perfil atualizado').waitFor();
  await checkA11y(page, 'settings profile');
  await screenshot(page, 'settings-profile-desktop');
  for (const tab of ['Notificações', 'Segurança', 'Preferências']) {
    await page.getByRole('tab', { name: tab }).click();
    await checkA11y(page, `settings ${tab}`);
    await screenshot(page, `settings-${tab.normalize('NFD').replace(/[^a-z]/gi, '').toLowerCase()}-desktop`);
  }
  await page.getByRole('combobox', { name: 'Formato de data' }).click();
  await page.getByRole('option', { name: 'yyyy-MM-dd' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Preferências atualizadas').first().waitFor();

  // Several access-token lifetimes (5 s each) pass; the session refreshes by itself.
  await page.waitForTimeout(12_000);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { name: 'Configurações', level: 1 }).waitFor();
  assert.equal(await page.getByLabel('Telefone').inputValue(), '+55 11 98888-7777');
  assert.equal(await page.getByLabel('Bio').inputValue(), 'Designer de serviços');
  await page.getByRole('tab', { name: 'Preferências' }).click();
  await page.getByRole('combobox', { name: 'Formato de data' }).getByText('yyyy-MM-dd').waitFor();
  await page.waitForTimeout(6_000);
  await page.getByRole('tab', { name: 'Notificações' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Notificações atualizadas').first().waitFor();

  // The layout: user entries, the dashboard greeting, Ctrl+B and its cookie.
  await visit(page, '/dashboard');
  await page.getByRole('heading', { name: 'Olá, Ana' }).waitFor();
  const nav = page.getByRole('navigation', { name: 'Menu lateral' });
  await nav.getByText('Menu Principal').waitFor();
  for (const entry of ['Dashboard', 'Buscar Espaços', 'Minhas Reservas']) await nav.getByText(entry).waitFor();
  assert.equal(await nav.getByText('Usuários').count(), 0, 'no admin entries for users');
  await page.getByText('Usuário', { exact: true }).first().waitFor();
  await checkA11y(page, 'dashboard');
  await screenshot(page, 'dashboard-user-desktop');
  await page.keyboard.press('Control+b');
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  assert.ok(cookie, 'the sidebar state is kept in a cookie');
  assert.ok(cookie.expires - Date.now() / 1000 > 604_000, 'for 7 days');
  await screenshot(page, 'dashboard-collapsed-desktop');
  await page.keyboard.press('Control+b');

  // Admin pages send a user back to the dashboard.
  await visit(page, '/admin/users');
  await page.waitForURL('**/dashboard');

  // Sair: everywhere, then the guard applies again.
  await page.getByRole('button', { name: 'Abrir menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.getByText('Logout realizado').waitFor();
  await page.getByText('Até logo!').waitFor();
  await page.waitForURL(server.url + '/');
  await visit(page, '/dashboard');
  await page.waitForURL('**/login');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the layout becomes a drawer at 390 px and admins get their menu', async () => {
  const { context, page, problems } = await newPage(MOBILE);
  await visit(page, '/login');
  await page.getByLabel('E-mail').fill('admin@agora.dev');
  await page.getByLabel('Senha', { exact: true }).fill('agora-admin');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { name: 'Dashboard Administrativo' }).waitFor();
  await page.getByText('Admin', { exact: true }).first().waitFor();
  await screenshot(page, 'dashboard-admin-mobile');
  await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
  const nav = page.getByRole('navigation', { name: 'Menu lateral' });
  await nav.getByText('Administração').waitFor();
  for (const entry of ['Espaços', 'Reservas', 'Relatórios', 'Usuários']) await nav.getByText(entry, { exact: true }).waitFor();
  await checkA11y(page, 'mobile drawer');
  await screenshot(page, 'drawer-admin-mobile');
  await page.keyboard.press('Escape');
  await visit(page, '/settings');
  await page.getByRole('heading', { name: 'Configurações', level: 1 }).waitFor();
  await checkA11y(page, 'settings mobile');
  await screenshot(page, 'settings-profile-mobile');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the GraphQL playground works with no outside requests', async () => {
  const { context, page, problems } = await newPage();
  await visit(page, '/graphql');
  await page.locator('.graphiql-container').waitFor({ timeout: 20_000 });
  await screenshot(page, 'graphiql-desktop');
  assert.deepEqual(problems, []);
  await context.close();
});
