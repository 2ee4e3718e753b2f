// The keyboard journeys of issue 21 (docs/accessibility.md, "Keyboard journeys"): a user
// signs in, searches, filters, opens a space's details, books and pays, cancels, saves a
// setting and signs out; an admin creates and deactivates a space, promotes a user and
// filters the bookings; a user books on the agenda (issue 16); an admin makes an API token
// and registers a webhook (issue 17). Keys only: no click, no
// locator.focus(). After each step the test asserts where focus is and that it shows (the
// theme's ring), messages land in a live region the accessibility tree keeps, and axe
// (WCAG 2.2 A/AA) passes on every route and open dialog. Each journey runs on a desktop,
// on a 320 px wide screen and at 200 % zoom (a 1366 × 860 window zoomed: 683 × 430 CSS
// pixels at two device pixels each).
// How many Tabs the content takes to reach is printed ('# tabs …') for the record.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkA11y, launchBrowser, screenshotViewport as screenshot, settled, startServer } from '../lib.mjs';

const CLOCK = '2031-03-10T12:00:00Z'; // Monday 09:00 in São Paulo
const USER = { email: 'usuario@agora.dev', password: 'agora-usuario' };
const ADMIN = { email: 'admin@agora.dev', password: 'agora-admin' };

// Each screen books its own day (the calendar's arrows from today, Monday 10 March).
const DAYS_AHEAD = { desktop: 2, '320px': 3, zoom200: 4 };

const SCREENS = {
  desktop: { viewport: { width: 1366, height: 860 } },
  '320px': { viewport: { width: 320, height: 720 } },
  zoom200: { viewport: { width: 683, height: 430 }, deviceScaleFactor: 2 },
};

let server;
let browser;

before(async () => {
  server = await startServer({ AGORA_CLOCK: CLOCK });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(screen) {
  const context = await browser.newContext({
    ...SCREENS[screen],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { context, page, problems };
}

/** The focused element: its tag, role, accessible name (roughly), whether its focus shows and is on screen. */
function focus(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'BODY', name: '', role: '', ring: false, onScreen: false };
    const text = (id) => document.getElementById(id)?.textContent?.trim() ?? '';
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? labelled.split(/\s+/).map(text).join(' ').trim() : null) ??
      (el.labels?.[0]?.textContent?.replace(/\s*\*$/, '').trim() || null) ??
      el.textContent?.trim() ??
      '';
    // The theme's ring: 3 px solid, on the control or the box around it (a text field,
    // a switch's track), never MUI's faint ripple alone.
    let ring = false;
    for (let e = el, i = 0; e && i < 4; e = e.parentElement, i++) {
      const s = getComputedStyle(e);
      if (s.outlineStyle === 'solid' && parseFloat(s.outlineWidth) >= 3) ring = true;
    }
    const r = el.getBoundingClientRect();
    // On screen, and not entirely under the sticky header or a notice (2.4.11): its middle
    // and four points near its corners are not all covered.
    const inView = r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    const clampX = (x) => Math.min(Math.max(x, 0), innerWidth - 1);
    const clampY = (y) => Math.min(Math.max(y, 0), innerHeight - 1);
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ];
    const hidden = ([x, y]) => {
      const at = document.elementFromPoint(clampX(x), clampY(y));
      return Boolean(at && !el.contains(at) && !at.contains(el) && at.closest('header, #notificacoes'));
    };
    const covered = !el.closest('header') && points.every(hidden);
    return { tag: el.tagName, role: el.getAttribute('role') ?? '', name, ring, onScreen: inView && !covered };
  });
}

/**
 * Presses Tab (or Shift+Tab) until focus is on a control named `name` (a string or a
 * pattern); every stop on the way must show its focus and be on screen. Returns the count.
 */
async function tabTo(page, name, { back = false, max = 80 } = {}) {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focus(page);
    assert.ok(f.tag !== 'BODY', `Tab ${i} left focus on the page's body (looking for ${name})`);
    if (!f.ring || !f.onScreen) await screenshot(page, `keyboard-failure-${f.name.replace(/\W+/g, '-').slice(0, 40)}`);
    assert.ok(f.ring, `focus on '${f.name}' (${f.tag}) shows the ring`);
    assert.ok(f.onScreen, `focus on '${f.name}' (${f.tag}) is on screen`);
    if (typeof name === 'string' ? f.name === name : name.test(f.name)) return i;
  }
  assert.fail(`'${name}' not reached in ${max} Tabs`);
}

async function focusIs(page, name) {
  await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body);
  const f = await focus(page);
  if (typeof name === 'string') assert.equal(f.name, name);
  else assert.match(f.name, name);
  return f;
}

/** A message in a live region that the accessibility tree keeps (not hidden by a dialog). */
async function announced(page, text) {
  await page.locator('[aria-live], [role="status"], [role="alert"]').getByText(text).first().waitFor();
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const found = nodes.filter((n) => String(n.name?.value ?? '').includes(text));
  assert.ok(found.length > 0 && found.some((n) => !n.ignored), `'${text}' is in the accessibility tree`);
}

/** axe on the page, and at 320 px and 200 % nothing wider than the screen (1.4.10 Reflow). */
async function audit(page, label, screen) {
  await checkA11y(page, `${label} (${screen})`);
  await screenshot(page, `keyboard-${screen}-${label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}`);
  if (screen !== 'desktop') {
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    assert.equal(wide, false, `${label}: nothing wider than the screen (${screen})`);
  }
}

/** Signs in with keys only from /login; returns the Tabs it took to reach the e-mail field. */
async function signIn(page, who) {
  await page.goto(server.url + '/login');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const tabs = await tabTo(page, 'E-mail');
  await page.keyboard.type(who.email);
  await tabTo(page, 'Senha');
  await page.keyboard.type(who.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(server.url + '/dashboard');
  await page.locator('main').getByRole('heading', { level: 1 }).waitFor();
  return tabs;
}

/** From a freshly loaded page: the skip link, then into <main>. Returns the Tabs to the content. */
async function skipToContent(page) {
  const tabs = await tabTo(page, 'Ir para o conteúdo');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'conteudo');
  return tabs + 1;
}

/** Opens the MUI select focused now, picks the option `text` by typing it, and checks the choice. */
async function pick(page, text) {
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.locator('ul[role="listbox"]').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), text, `'${text}' chosen`);
}

// KEYS_SCREEN=zoom200 runs one screen's journeys (while working on them).
for (const screen of Object.keys(SCREENS).filter((s) => !process.env.KEYS_SCREEN || s === process.env.KEYS_SCREEN)) {
  describe(`keys only, ${screen}`, () => {
    test('a user signs in, searches, filters, opens the details, books and pays', async () => {
      const { context, page, problems } = await open(screen);
      const toEmail = await signIn(page, USER);
      console.log(`# tabs ${screen}: /login to the e-mail field: ${toEmail}`);
      await page.goto(server.url + '/spaces');
      await page.getByText(/espaços? encontrados?/).waitFor();
      const toContent = await skipToContent(page);
      console.log(`# tabs ${screen}: /spaces to the content (skip link + Enter): ${toContent}`);
      await audit(page, '/spaces', screen);

      const toSearch = await tabTo(page, 'Buscar espaços');
      console.log(`# tabs ${screen}: <main> to 'Buscar espaços': ${toSearch}`);
      await page.keyboard.type('sala');
      await announced(page, 'espaços encontrados');
      await tabTo(page, 'Filtros');
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'Filtros' }).waitFor();
      await tabTo(page, 'Capacidade mínima');
      for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
      await page.getByText('8 – 100+ pessoas').waitFor();
      await audit(page, '/spaces with filters', screen);

      // Details of Sala Ipê (8 people), then back where it was opened.
      await tabTo(page, 'Ver Detalhes de Sala Ipê');
      await page.keyboard.press('Enter');
      const details = page.getByRole('dialog', { name: 'Sala Ipê' });
      await details.getByText('Informações gerais').waitFor();
      await settled(page);
      assert.ok(await details.evaluate((d) => d.contains(document.activeElement)), 'focus moved into the details');
      await audit(page, 'details dialog', screen);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
      await focusIs(page, 'Ver Detalhes de Sala Ipê');

      // Book it on the calendar, 10:00–12:00 on this screen's day (12, 13 or 14 March).
      await tabTo(page, 'Reservar Sala Ipê');
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: 'Nova Reserva' });
      await form.getByText('Horários disponíveis').waitFor();
      await tabTo(page, /^Escolha uma data/);
      await page.keyboard.press('Enter');
      const calendar = page.getByRole('grid');
      await calendar.waitFor();
      await settled(page);
      // The focused day is on screen (at 200 % zoom the calendar opens in a dialog of its own).
      const today = await focus(page);
      assert.ok(today.onScreen, `the calendar's focused day (${today.name}) is on screen`);
      await screenshot(page, `keyboard-calendar-${screen}`);
      for (let i = 0; i < DAYS_AHEAD[screen]; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      const ok = page.getByRole('button', { name: 'OK' });
      if (await ok.isVisible().catch(() => false)) {
        await tabTo(page, 'OK');
        await page.keyboard.press('Enter');
      }
      await calendar.waitFor({ state: 'detached' });
      await form.getByText('Horários disponíveis').waitFor();
      await tabTo(page, 'Início');
      await pick(page, '10:00');
      await tabTo(page, 'Fim');
      await pick(page, '12:00');
      await form.getByText('2 horas', { exact: true }).waitFor();
      await audit(page, 'booking form', screen);
      await tabTo(page, 'Reservar');
      await page.keyboard.press('Enter');
      await form.getByText(/^Reserva solicitada!/).waitFor();
      // What was booked is what the keys chose.
      await form.getByText(`${10 + DAYS_AHEAD[screen]}/03/2031, 10:00–12:00 (2 horas)`).waitFor();
      await settled(page);
      await audit(page, 'booked step', screen);

      // Pay now: the card, typed.
      await tabTo(page, 'Pagar agora');
      await page.keyboard.press('Enter');
      const pay = page.getByRole('dialog', { name: 'Pagamento' });
      await pay.getByLabel('Número do cartão').waitFor();
      await focusIs(page, /^Número do cartão/);
      await page.keyboard.type('4111 1111 1111 1111');
      await tabTo(page, 'Nome no cartão');
      await page.keyboard.type('Usuário Demo');
      await tabTo(page, 'Validade (MM/AA)');
      await page.keyboard.type('12/39');
      await tabTo(page, 'CVC');
      await page.keyboard.type('123');
      await settled(page);
      await audit(page, 'pay dialog', screen);
      await tabTo(page, 'Pagar');
      await page.keyboard.press('Enter');
      await announced(page, 'Reserva Confirmada!');
      await pay.waitFor({ state: 'detached' });
      await form.waitFor({ state: 'detached' });
      // Both dialogs closed: focus is back on the button that opened the form.
      await focusIs(page, 'Reservar Sala Ipê');
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('a user cancels a booking, saves a setting and signs out', async () => {
      const { context, page, problems } = await open(screen);
      await signIn(page, USER);
      await page.goto(server.url + '/my-bookings');
      await page.getByRole('heading', { level: 1, name: 'Minhas Reservas' }).waitFor();
      await page.getByRole('button', { name: /^Cancelar: / }).first().waitFor();
      await skipToContent(page);
      await audit(page, '/my-bookings', screen);
      await tabTo(page, /^Cancelar: /);
      const { name } = await focus(page);
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Cancelar reserva?' });
      await confirm.waitFor();
      await settled(page);
      await audit(page, 'cancel dialog', screen);
      await tabTo(page, 'Cancelar reserva');
      await page.keyboard.press('Enter');
      await announced(page, 'Reserva cancelada');
      // The card left 'Próximas': focus is on a card's title nearby, not on the body.
      await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
      const after = await focus(page);
      assert.ok(after.ring && after.onScreen, `focus shows on '${after.name}' after cancelling '${name}'`);

      // Configurações > Notificações: a switch and 'Salvar'.
      await page.goto(server.url + '/settings');
      await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
      await skipToContent(page);
      await tabTo(page, 'Perfil');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.getByRole('tabpanel', { name: 'Notificações' }).waitFor();
      await tabTo(page, 'E-mails de novidades');
      await page.keyboard.press('Space');
      await audit(page, 'settings, notifications', screen);
      await tabTo(page, 'Salvar');
      await page.keyboard.press('Enter');
      await announced(page, 'Notificações atualizadas');
      await focusIs(page, 'Salvar');

      // Sign out from the account menu in the header.
      await tabTo(page, 'Abrir menu da conta', { back: true });
      await page.keyboard.press('Enter');
      await page.getByRole('menu', { name: 'Menu da conta' }).waitFor();
      await audit(page, 'account menu', screen);
      // A menu moves with the arrows (Tab would close it): End reaches its last item.
      await page.keyboard.press('End');
      await focusIs(page, 'Sair');
      assert.ok((await focus(page)).ring, "'Sair' shows its focus");
      await page.keyboard.press('Enter');
      // Signed out: the landing page, whose first Tab is again at its top.
      await page.waitForURL(server.url + '/');
      await page.getByRole('heading', { level: 1, name: 'Gestão inteligente de espaços compartilhados' }).waitFor();
      await audit(page, 'landing after signing out', screen);
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('a user books on the agenda with keys: the grid on a desktop, the hours list when narrow', async () => {
      const { context, page, problems } = await open(screen);
      await signIn(page, USER);
      await page.goto(server.url + '/agenda');
      await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
      // The rows arrive after the heading: a Tab taken while they replace their placeholder
      // would land on an element about to go (and focus would fall to the body).
      await page.getByText('Sala Cedro').first().waitFor();
      await settled(page);
      await skipToContent(page);
      await tabTo(page, 'Próximo dia');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Terça-feira, 11/03/2031' }).waitFor();
      await audit(page, '/agenda', screen);
      const form = page.getByRole('dialog', { name: 'Nova Reserva' });
      if (screen === 'desktop') {
        // One Tab stop into the grid, then arrows: 10:00 and 11:00 of its first space.
        const tabs = await tabTo(page, /^08:00 às 09:00/);
        console.log(`# tabs ${screen}: 'Próximo dia' to the grid: ${tabs}`);
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await focusIs(page, '10:00 às 11:00, livre');
        await page.keyboard.press('Shift+ArrowRight');
        await page.keyboard.press('Enter');
      } else {
        // One Tab stop a space; the arrows walk its hours.
        await tabTo(page, 'Reservar Sala Cedro às 08:00');
        for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
        await focusIs(page, 'Reservar Sala Cedro às 17:00');
        await page.keyboard.press('Enter');
      }
      await form.getByText('Horários disponíveis').waitFor();
      const [start, end] = screen === 'desktop' ? ['10:00', '12:00'] : ['17:00', '18:00'];
      await form.getByRole('combobox', { name: 'Início' }).filter({ hasText: start }).waitFor();
      await form.getByRole('combobox', { name: 'Fim' }).filter({ hasText: end }).waitFor();
      await settled(page);
      await audit(page, 'booking form from the agenda', screen);
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      await focusIs(page, screen === 'desktop' ? '11:00 às 12:00, livre' : 'Reservar Sala Cedro às 17:00');
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('an admin creates and deactivates a space, promotes a user and filters the bookings', async () => {
      const { context, page, problems } = await open(screen);
      await signIn(page, ADMIN);
      const name = `Sala Teclado ${screen}`;
      await page.goto(server.url + '/admin/spaces');
      await page.getByRole('heading', { level: 1, name: 'Espaços' }).waitFor();
      await page.getByRole('article').first().waitFor();
      const toContent = await skipToContent(page);
      console.log(`# tabs ${screen}: /admin/spaces to the content: ${toContent}`);
      await audit(page, '/admin/spaces', screen);
      await tabTo(page, 'Novo Espaço');
      await page.keyboard.press('Enter');
      const create = page.getByRole('dialog', { name: 'Novo Espaço' });
      await create.waitFor();
      await focusIs(page, 'Nome');
      await page.keyboard.type(name);
      await tabTo(page, 'Capacidade');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('6');
      await tabTo(page, 'Preço por hora');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('55');
      await settled(page);
      await audit(page, 'new space dialog', screen);
      await tabTo(page, /^(Criar|Salvar)/);
      await page.keyboard.press('Enter');
      await create.waitFor({ state: 'detached' });
      await announced(page, 'Espaço criado');
      const card = page.getByRole('article', { name });
      await card.waitFor();

      // Deactivate it with its switch (a dialog says what that cancels first).
      await tabTo(page, `Ativo: ${name}`);
      await page.keyboard.press('Space');
      const deactivate = page.getByRole('dialog', { name: 'Desativar espaço' });
      await deactivate.getByText(`Desativar o espaço "${name}"?`, { exact: false }).waitFor();
      await settled(page);
      await audit(page, 'deactivate dialog', screen);
      await tabTo(page, 'Desativar');
      await page.keyboard.press('Enter');
      await announced(page, 'Espaço atualizado');
      await card.getByText('Inativo').waitFor();
      await focusIs(page, `Ativo: ${name}`);

      // Promote the demo user.
      await page.goto(server.url + '/admin/users');
      await page.getByRole('heading', { level: 1, name: 'Usuários' }).waitFor();
      await skipToContent(page);
      await audit(page, '/admin/users', screen);
      await tabTo(page, /^Tornar administrador: /);
      const promote = (await focus(page)).name;
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Tornar administrador?' });
      await confirm.waitFor();
      await settled(page);
      await audit(page, 'promote dialog', screen);
      await tabTo(page, 'Tornar administrador');
      await page.keyboard.press('Enter');
      await announced(page, 'Permissões atualizadas');
      const demote = promote.replace('Tornar administrador', 'Remover administrador');
      await focusIs(page, demote);
      // And back, so the next screen's journey finds the same accounts.
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Remover acesso de administrador?' }).waitFor();
      await tabTo(page, 'Remover acesso');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: promote }).waitFor();
      await focusIs(page, promote);

      // Filter the bookings by status.
      await page.goto(server.url + '/admin/bookings');
      await page.getByRole('heading', { level: 1, name: 'Reservas' }).waitFor();
      await page.getByText(/^\d+ reservas$/).waitFor();
      await skipToContent(page);
      await tabTo(page, 'Status');
      await pick(page, 'Confirmado');
      await announced(page, 'encontradas com os filtros');
      await audit(page, '/admin/bookings filtered', screen);
      await focusIs(page, 'Status');
      assert.deepEqual(problems, []);
      await context.close();
    });

    test('an admin makes an API token and registers a webhook with keys', async () => {
      const { context, page, problems } = await open(screen);
      await signIn(page, ADMIN);
      await page.goto(server.url + '/settings');
      await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
      await skipToContent(page);
      await tabTo(page, 'Perfil');
      // The tabs are one stop: the arrows move between them.
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'Tokens de API' }).waitFor();
      await tabTo(page, 'Criar token');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Criar token de API' });
      await dialog.waitFor();
      await focusIs(page, 'Nome');
      await page.keyboard.type(`Chaves ${screen}`);
      await tabTo(page, /bookings:read/);
      await page.keyboard.press('Space');
      await settled(page);
      await audit(page, 'new token dialog', screen);
      await tabTo(page, 'Criar token');
      await page.keyboard.press('Enter');
      await announced(page, 'Token criado');
      await page.getByRole('textbox', { name: 'Novo token' }).waitFor();

      await page.goto(server.url + '/admin/webhooks');
      await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
      await skipToContent(page);
      await audit(page, '/admin/webhooks', screen);
      await tabTo(page, 'Novo webhook');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Novo webhook' }).waitFor();
      await focusIs(page, 'URL');
      await page.keyboard.type(`http://127.0.0.1:9/${screen}`);
      await tabTo(page, /space\.changed/);
      await page.keyboard.press('Space');
      await settled(page);
      await audit(page, 'new webhook dialog', screen);
      await tabTo(page, 'Criar webhook');
      await page.keyboard.press('Enter');
      await announced(page, 'Webhook criado');
      await tabTo(page, `Remover o webhook http://127.0.0.1:9/${screen}`);
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Remover o webhook?' }).waitFor();
      await tabTo(page, 'Remover');
      await page.keyboard.press('Enter');
      await announced(page, 'Webhook removido');
      assert.deepEqual(problems, []);
      await context.close();
    });
  });
}
