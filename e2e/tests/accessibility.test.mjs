// The shared accessibility pieces every screen reuses, checked with the keyboard alone
// in Chromium: the skip link, the theme's focus ring, and the notices' live region,
// which must stay in the accessibility tree while a dialog hides the page.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, checkA11y, launchBrowser, screenshot, signInWithForm, startServer } from '../lib.mjs';

const CLOCK = '2031-03-10T12:00:00Z'; // Monday 09:00 in São Paulo: slots are bookable.
const USER = { email: 'usuario@agora.dev', password: 'agora-usuario' };

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

async function signedInPage(who = USER) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signInWithForm(page, server.url, who, { submit: 'enter' });
  return { context, page };
}

/** What the focused element is and how its focus shows. */
function focused(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    const style = e ? getComputedStyle(e) : null;
    return {
      text: e?.textContent?.trim() ?? '',
      id: e?.id ?? '',
      tag: e?.tagName ?? '',
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
    };
  });
}

/** The accessibility tree's text nodes that say `text`, with whether each is ignored. */
async function axNodes(page, text) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.filter((n) => String(n.name?.value ?? '').includes(text)).map((n) => ({ role: n.role?.value, ignored: n.ignored }));
}

test('the first Tab reaches the skip link, which moves focus to the content', async () => {
  const { context, page } = await signedInPage();
  await page.locator('main').getByRole('heading', { level: 1 }).waitFor();
  await page.keyboard.press('Tab');
  const link = await focused(page);
  assert.equal(link.text, 'Ir para o conteúdo');
  assert.match(link.outline, /^solid [3-9]/, 'the skip link shows the focus ring');
  await screenshot(page, 'a11y-skip-link-desktop');
  await page.keyboard.press('Enter');
  assert.equal((await focused(page)).id, 'conteudo', 'focus is on <main>');
  // The next Tab starts inside the content, not at the sidebar.
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  assert.ok(next, 'the next Tab is inside <main>');
  assert.match((await focused(page)).outline, /^solid [3-9]/, 'every control shows the same ring');
  await context.close();
});

test("following a sidebar link moves focus to the new page's content", async () => {
  const { context, page } = await signedInPage();
  const link = page.getByRole('navigation').getByRole('link', { name: 'Minhas Reservas' });
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(server.url + '/my-bookings');
  await page.getByRole('heading', { level: 1, name: 'Minhas Reservas' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.id === 'conteudo');
  // The page is named in the page region, which the accessibility tree keeps.
  await page.locator('#anuncio-de-pagina').getByText('Página: Minhas Reservas').waitFor({ state: 'attached' });
  const named = await axNodes(page, 'Página: Minhas Reservas');
  assert.ok(named.length > 0 && named.some((n) => !n.ignored), `the new page is announced: ${JSON.stringify(named)}`);
  // Headings go h1 → h2 (the booking cards), never skipping a level.
  const levels = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1])),
  );
  levels.forEach((level, i) => assert.ok(i === 0 || level <= levels[i - 1] + 1, `heading levels ${levels}`));
  // A card's buttons say which booking they act on.
  const cancel = page.getByRole('button', { name: /^Cancelar: / }).first();
  assert.match(await cancel.getAttribute('aria-label'), /^Cancelar: .+, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await context.close();
});

test('a rule refused inside the booking dialog reaches the accessibility tree', async () => {
  const { context, page } = await signedInPage();
  const reserve = page.getByRole('button', { name: /^Reservar / }).first();
  await reserve.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nova Reserva' });
  await dialog.waitFor();
  // The form opens on a day with free hours; no hours chosen yet.
  await dialog.getByRole('button', { name: 'Reservar' }).focus();
  await page.keyboard.press('Enter');
  const region = page.locator('[aria-live="assertive"]');
  await region.getByText('Horário obrigatório').waitFor();
  const nodes = await axNodes(page, 'Horário obrigatório');
  assert.ok(nodes.length > 0, 'the message is in the accessibility tree');
  assert.ok(nodes.every((n) => !n.ignored), `never in a hidden subtree: ${JSON.stringify(nodes)}`);
  await screenshot(page, 'a11y-dialog-notice-desktop');
  await checkA11y(page, 'booking dialog with a refused rule');
  await context.close();
});

// Focus after actions: the control that had focus may be gone or busy after the action;
// focus never falls to <body> (where the next Tab would start over at the sidebar).

test('cancelling a booking with the keyboard leaves focus on the next card of the list', async () => {
  const { context, page } = await signedInPage();
  await page.goto(server.url + '/my-bookings');
  const cancel = page.getByRole('button', { name: /^Cancelar: / }).and(page.locator(':not([disabled])')).first();
  const label = await cancel.getAttribute('aria-label');
  const space = label.replace(/^Cancelar: /, '').split(',')[0];
  const titles = await page.getByRole('tabpanel').locator('h2').allTextContents();
  const next = titles[titles.indexOf(space) + 1] ?? titles[titles.indexOf(space) - 1];
  await cancel.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancelar reserva?' });
  await dialog.getByRole('button', { name: 'Cancelar reserva' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('[aria-live]').getByText('Reserva cancelada').waitFor();
  // The cancelled booking leaves 'Próximas': the next card's title takes focus.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
  const at = await focused(page);
  assert.equal(at.text, next, `focus on the next card (${titles.join(', ')})`);
  assert.match(at.outline, /^solid [3-9]/, 'and shows it');
  await screenshot(page, 'a11y-focus-after-cancel-desktop');
  await context.close();
});

test('saving preferences keeps focus on Salvar; Ctrl+B in the sidebar moves it to the toggle', async () => {
  const { context, page } = await signedInPage();
  await page.goto(server.url + '/settings');
  await page.getByRole('tab', { name: 'Preferências' }).click();
  const save = page.getByRole('tabpanel').getByRole('button', { name: 'Salvar' });
  await save.focus();
  await page.keyboard.press('Enter');
  await page.locator('[aria-live]').getByText('Suas preferências foram salvas.').first().waitFor();
  assert.equal((await focused(page)).text, 'Salvar', 'the button stayed focusable while saving');

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).focus();
  await page.keyboard.press('Control+b');
  await page.waitForFunction(() => document.activeElement !== document.body);
  const at = await focused(page);
  assert.ok(at.text === 'Dashboard' || at.id === 'alternar-menu-lateral', `focus went to ${JSON.stringify(at)}`);
  await context.close();
});

test('promoting a user with the keyboard keeps focus on their row', async () => {
  const { context, page } = await signedInPage({ email: 'admin@agora.dev', password: 'agora-admin' });
  await page.goto(server.url + '/admin/users');
  const promote = page.getByRole('button', { name: /^Tornar administrador: / }).first();
  const name = (await promote.getAttribute('aria-label')).replace(/^Tornar administrador: /, '');
  await promote.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Tornar administrador?' });
  await dialog.getByRole('button', { name: 'Tornar administrador' }).focus();
  await page.keyboard.press('Enter');
  await page.locator('[aria-live]').getByText('Permissões atualizadas').waitFor();
  await page.waitForFunction((n) => document.activeElement?.getAttribute('aria-label') === `Remover administrador: ${n}`, name);
  assert.match((await focused(page)).outline, /^solid [3-9]/);
  await context.close();
});
