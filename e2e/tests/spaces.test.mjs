// Spaces end to end: the admin manages a space (photo upload, edit, deactivate,
// reactivate, delete with the right wording); a user searches, filters and opens the
// details; the avatar upload in Settings. axe-core on every screen and dialog, screenshots
// at 1366 and 390 px wide.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { DESKTOP, MOBILE, artifacts, checkA11y, launchBrowser, screenshot, signInWithForm, startServer } from '../lib.mjs';

const ADMIN = { email: 'admin@agora.dev', password: 'agora-admin' };
const USER = { email: 'usuario@agora.dev', password: 'agora-usuario' };
const NAME = 'Sala Teste E2E';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

// --- a small PNG, made here --------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height RGB PNG with a diagonal gradient between two colours. */
function png(width, height, [r1, g1, b1], [r2, g2, b2]) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      row[1 + x * 3] = Math.round(r1 + (r2 - r1) * t);
      row[2 + x * 3] = Math.round(g1 + (g2 - g1) * t);
      row[3 + x * 3] = Math.round(b1 + (b2 - b1) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- helpers -----------------------------------------------------------------------------

/** What the screen shows (a dialog over the page), not the whole scrollable page. */
async function viewportShot(page, name) {
  const dir = path.join(artifacts, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

async function signIn(viewport, { email, password }) {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await signInWithForm(page, server.url, { email, password });
  return { context, page };
}

/**
 * A toast with this title (and description, when given). By CSS, not by role: while a
 * modal dialog is open, MUI hides the rest of the page (the toasts too) from the
 * accessibility tree.
 */
async function toast(page, title, description) {
  const region = page.locator('section[aria-label="Notificações"]');
  const alert = region.locator('.MuiAlert-root').filter({ hasText: title }).last();
  await alert.waitFor();
  if (description) await alert.getByText(description).waitFor();
  return alert;
}

/** GraphQL over HTTP, as an API client (the bookings the delete wording talks about). */
async function api(query, variables = {}, token) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data;
}

async function apiToken({ email, password }) {
  const data = await api(
    'mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }',
    { input: { email, password } },
  );
  return data.signIn.accessToken;
}

/** Books the first free hour the day after tomorrow (business time zone). */
async function book(token, spaceId) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + 2 * 86_400_000));
  const { availability } = await api(
    'query($spaceId: ID!, $date: Date!) { availability(spaceId: $spaceId, date: $date) { slots { startsAt endsAt available tooSoon } } }',
    { spaceId, date },
    token,
  );
  const slot = availability.slots.find((s) => s.available && !s.tooSoon);
  assert.ok(slot, 'a free slot');
  const { createBooking } = await api(
    'mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } } }',
    { input: { spaceId, startsAt: slot.startsAt, endsAt: slot.endsAt } },
    token,
  );
  return createBooking.booking.id;
}

async function userSearch(page, text) {
  await page.goto(`${server.url}/spaces`);
  await page.getByText(/espaços? encontrados?/).waitFor();
  await page.getByRole('searchbox', { name: 'Buscar espaços' }).fill(text);
}

async function waitForImage(locator) {
  await locator.waitFor();
  await locator.evaluate((img) =>
    img.complete && img.naturalWidth > 0
      ? true
      : new Promise((resolve, reject) => {
          img.addEventListener('load', () => resolve(true), { once: true });
          img.addEventListener('error', () => reject(new Error(`image ${img.src} failed`)), { once: true });
        }),
  );
}

// --- the journeys ------------------------------------------------------------------------

test('an admin manages a space from creation to deletion; users see only active spaces', async () => {
  const admin = await signIn(DESKTOP, ADMIN);
  const user = await signIn(DESKTOP, USER);
  const page = admin.page;
  try {
    await page.goto(`${server.url}/admin/spaces`);
    await page.getByRole('heading', { level: 1, name: 'Gerenciar Espaços' }).waitFor();
    await page.getByRole('article', { name: 'Sala Ipê' }).waitFor();
    await waitForImage(page.getByRole('article', { name: 'Sala Ipê' }).getByRole('img'));
    await checkA11y(page, '/admin/spaces');
    await screenshot(page, 'admin-spaces-desktop');

    // 'Filtros' opens the filters: only inactive spaces (none yet).
    await page.getByRole('button', { name: 'Filtros' }).click();
    const filters = page.getByRole('region', { name: 'Filtros' });
    await filters.getByRole('button', { name: 'Inativos' }).click();
    await page.getByText('Nenhum espaço encontrado').waitFor();
    await checkA11y(page, '/admin/spaces with the filters open');
    await screenshot(page, 'admin-spaces-filters-desktop');
    await filters.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.getByRole('article', { name: 'Sala Ipê' }).waitFor();
    await page.getByRole('button', { name: /^Filtros/ }).click();

    // Create, with a photo.
    await page.getByRole('button', { name: 'Novo Espaço' }).click();
    let dialog = page.getByRole('dialog', { name: 'Novo Espaço' });
    await dialog.waitFor();
    await checkA11y(page, 'the new space dialog');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Nome é obrigatório').waitFor();
    await dialog.getByText('Capacidade deve ser um número inteiro positivo').waitFor();
    await dialog.getByText('Preço deve ser um valor positivo').waitFor();

    await dialog.getByLabel('Nome').fill(NAME);
    await dialog.getByLabel('Descrição').fill('Sala criada pelo teste de ponta a ponta, com luz natural.');
    await dialog.getByLabel('Capacidade').fill('7');
    await dialog.getByLabel('Preço por hora').fill('123,45');
    await dialog.getByLabel('Recursos').fill('wifi, , lousa digital ,');
    const file = page.locator('#space-image-file');
    // Checked in the browser before sending: too large.
    await file.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await toast(page, 'Erro no upload', 'Arquivo muito grande. Máximo 10MB.');
    await dialog.getByRole('alert').getByText('Arquivo muito grande. Máximo 10MB.').waitFor();
    // Checked by the server, by content: a text file that says it is a PNG.
    await file.setInputFiles({ name: 'falso.png', mimeType: 'image/png', buffer: Buffer.from('não sou uma imagem') });
    await toast(page, 'Erro no upload', 'Tipo de arquivo não suportado.');
    await dialog.getByRole('alert').getByText('Tipo de arquivo não suportado.').waitFor();
    assert.equal(await dialog.getByText(/^Imagem enviada\./).count(), 0, 'no image after refused uploads');
    // A real one: shown as the picture, its internal address kept out of the address field.
    await file.setInputFiles({ name: 'sala.png', mimeType: 'image/png', buffer: png(320, 180, [29, 78, 216], [236, 72, 153]) });
    await toast(page, 'Upload realizado', 'sala.png');
    await dialog.getByText(/^Imagem enviada\./).waitFor();
    assert.equal(await dialog.getByLabel('URL da imagem').inputValue(), '');
    // The stored file, once the local preview of the upload has gone.
    await waitForImage(dialog.locator('img[alt="Pré-visualização da imagem"][src^="/storage/spaces/images/"][src$=".png"]'));
    await viewportShot(page, 'admin-space-dialog-desktop');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Espaço criado');
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: NAME });
    await waitForImage(card.getByRole('img'));
    assert.equal(await page.getByRole('article').first().getAttribute('aria-label'), NAME);
    await card.getByText('7 pessoas').waitFor();
    await card.getByText('R$ 123,45/hora').waitFor();
    await card.getByText('lousa digital').waitFor();
    await card.getByText('Ativo', { exact: true }).first().waitFor();

    // Users see it.
    await userSearch(user.page, 'teste e2e');
    await user.page.getByRole('article', { name: NAME }).waitFor();

    // Edit.
    await card.getByRole('button', { name: `Editar ${NAME}` }).click();
    dialog = page.getByRole('dialog', { name: 'Editar Espaço' });
    assert.equal(await dialog.getByLabel('Recursos').inputValue(), 'wifi, lousa digital');
    await dialog.getByLabel('Preço por hora').fill('150');
    await dialog.getByLabel('Capacidade').fill('9');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Espaço atualizado');
    await card.getByText('R$ 150,00/hora').waitFor();
    await card.getByText('9 pessoas').waitFor();

    // Deactivate: it vanishes for users.
    await card.getByRole('switch', { name: `Ativo: ${NAME}` }).click();
    const deactivate = page.getByRole('dialog', { name: 'Desativar espaço' });
    await deactivate.getByText(`Desativar o espaço "${NAME}"? Ele deixa de aparecer para os usuários.`).waitFor();
    await deactivate.getByRole('button', { name: 'Desativar' }).click();
    await toast(page, 'Espaço atualizado', `"${NAME}" está inativo.`);
    await card.getByText('Inativo').waitFor();
    await userSearch(user.page, 'teste e2e');
    await user.page.getByText('Nenhum espaço encontrado').waitFor();
    await user.page.getByText('0 espaços encontrados').waitFor();

    // Reactivate: back for users.
    await card.getByRole('switch', { name: `Ativo: ${NAME}` }).click();
    await toast(page, 'Espaço atualizado', `"${NAME}" está ativo e aparece para os usuários.`);
    await userSearch(user.page, 'teste e2e');
    await user.page.getByRole('article', { name: NAME }).waitFor();
    await user.page.getByText('1 espaço encontrado').waitFor();

    // Delete: the question depends on the space's bookings.
    const userToken = await apiToken(USER);
    const { spaces } = await api('query { spaces(filter: { search: "teste e2e" }) { edges { node { id } } } }', {}, userToken);
    const spaceId = spaces.edges[0].node.id;
    const ask = async () => {
      await card.getByRole('button', { name: `Excluir ${NAME}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Excluir espaço' });
      await confirm.getByRole('button', { name: 'Excluir' }).and(page.locator(':enabled')).waitFor();
      return confirm;
    };
    let confirm = await ask();
    await confirm.getByText(`Excluir o espaço "${NAME}"? Esta ação não pode ser desfeita.`).waitFor();
    await checkA11y(page, 'the delete dialog');
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await confirm.waitFor({ state: 'hidden' });

    const first = await book(userToken, spaceId);
    await api('mutation($input: BookingIdInput!) { cancelBooking(input: $input) { booking { id } } }', { input: { bookingId: first } }, userToken);
    confirm = await ask();
    await confirm
      .getByText(`Excluir o espaço "${NAME}"? O espaço sai das listas; a reserva dele continua no histórico e nos relatórios.`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await confirm.waitFor({ state: 'hidden' });

    await book(userToken, spaceId);
    confirm = await ask();
    await confirm
      .getByText(
        `Excluir o espaço "${NAME}"? O espaço sai das listas; as 2 reservas dele continuam no histórico e nos relatórios. 1 reserva ativa será cancelada — se paga, com estorno integral — e o cliente receberá um e-mail:`,
      )
      .waitFor();
    const whose = confirm.getByRole('list', { name: 'Reservas que serão canceladas' }).getByRole('listitem');
    await whose.first().waitFor();
    assert.equal(await whose.count(), 1, 'the one active booking, with its owner');
    await whose.getByText(/aguardando pagamento/).waitFor();
    await checkA11y(page, 'the delete dialog with active bookings');
    await viewportShot(page, 'admin-space-delete-desktop');
    await confirm.getByRole('button', { name: 'Excluir e cancelar 1' }).click();
    await toast(page, 'Espaço excluído', `"${NAME}" foi excluído; 1 reserva cancelada.`);
    await card.waitFor({ state: 'detached' });
    // The uploaded photo is still served only while a space shows it? It is the admin's
    // to remove; the space itself is gone for users.
    await userSearch(user.page, 'teste e2e');
    await user.page.getByText('Nenhum espaço encontrado').waitFor();

    // The admin screen on a phone.
    await page.setViewportSize(MOBILE);
    await page.goto(`${server.url}/admin/spaces`);
    await page.getByRole('article', { name: 'Sala Ipê' }).waitFor();
    await waitForImage(page.getByRole('article', { name: 'Sala Ipê' }).getByRole('img'));
    await checkA11y(page, '/admin/spaces at 390 px');
    await screenshot(page, 'admin-spaces-mobile');
    await viewportShot(page, 'admin-spaces-mobile-top');
    await page.getByRole('button', { name: 'Editar Sala Ipê' }).click();
    await page.getByRole('dialog', { name: 'Editar Espaço' }).waitFor();
    await checkA11y(page, 'the edit dialog at 390 px');
    await viewportShot(page, 'admin-space-dialog-mobile');
  } finally {
    await admin.context.close();
    await user.context.close();
  }
});

test('while the list loads, the cards\' outlines hold the places the cards then take', async () => {
  for (const [viewport, name] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'mobile'],
  ]) {
    const { context, page } = await signIn(viewport, USER);
    try {
      // The list's query waits until the outlines have been looked at.
      let release;
      const held = new Promise((resolve) => (release = resolve));
      await page.route('**/graphql', async (route) => {
        if ((route.request().postData() ?? '').includes('SpacesPageQuery')) await held;
        await route.continue();
      });
      await page.goto(`${server.url}/spaces`);
      const loading = page.getByRole('status').filter({ hasText: 'Carregando espaços...' });
      await loading.waitFor();
      const boxes = (locator) =>
        locator.evaluateAll((cards) =>
          cards.map((card) => {
            const { top, left, width, height } = card.getBoundingClientRect();
            return [top, left, width, height].map(Math.round);
          }),
        );
      const outlines = await boxes(loading.locator('.MuiCard-root'));
      assert.equal(outlines.length, 3);
      await checkA11y(page, `/spaces loading (${name})`);
      await screenshot(page, `spaces-loading-${name}`);
      release();
      await page.getByText('10 espaços encontrados').waitFor();
      const cards = await boxes(page.getByRole('article'));
      // Same places, give or take a pixel of rounding: nothing below them jumps.
      for (const [i, outline] of outlines.entries()) {
        outline.forEach((value, k) => assert.ok(Math.abs(value - cards[i][k]) <= 1, `card ${i + 1}: ${cards[i]} against ${outline}`));
      }
    } finally {
      await context.close();
    }
  }
});

test('every other screen outlines its content while it loads, with its title already there', async () => {
  const screens = [
    [USER, '/dashboard', 'DashboardPageQuery', 'Olá, Bruno', 'Carregando o painel...'],
    [USER, '/my-bookings', 'MyBookingsPageQuery', 'Minhas Reservas', 'Carregando reservas...'],
    [USER, '/agenda', 'AgendaPageQuery', 'Agenda', 'Carregando a agenda...'],
    [ADMIN, '/dashboard', 'DashboardPageQuery', 'Dashboard Administrativo', 'Carregando o painel...'],
    [ADMIN, '/admin/bookings', 'AdminBookingsPageQuery', 'Reservas', 'Carregando reservas...'],
    [ADMIN, '/admin/users', 'AdminUsersPageQuery', 'Usuários', 'Carregando usuários...'],
    [ADMIN, '/admin/spaces', 'AdminSpacesPageQuery', 'Gerenciar Espaços', 'Carregando espaços...'],
    [ADMIN, '/admin/webhooks', 'AdminWebhooksPageQuery', 'Webhooks', 'Carregando webhooks...'],
  ];
  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [MOBILE, 'mobile'],
  ]) {
    for (const who of [USER, ADMIN]) {
      const { context, page } = await signIn(viewport, who);
      try {
        for (const [, path, query, title, label] of screens.filter(([account]) => account === who)) {
          let release;
          const held = new Promise((resolve) => (release = resolve));
          await page.route('**/graphql', async (route) => {
            if ((route.request().postData() ?? '').includes(query)) await held;
            await route.continue();
          });
          await page.goto(`${server.url}${path}`);
          const loading = page.getByRole('status').filter({ hasText: label });
          await loading.waitFor();
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          assert.ok((await loading.locator('[aria-hidden="true"] .MuiSkeleton-root').count()) > 0, `${path}: outlines`);
          assert.equal(await page.getByRole('progressbar').count(), 0, `${path}: no spinner`);
          const name = `${path.slice(1).replaceAll('/', '-')}-${who === ADMIN ? 'admin' : 'user'}-loading-${size}`;
          await checkA11y(page, `${path} loading (${who === ADMIN ? 'admin' : 'user'}, ${size})`);
          await screenshot(page, name);
          release();
          await loading.waitFor({ state: 'detached' });
          await page.unroute('**/graphql');
        }
      } finally {
        await context.close();
      }
    }
  }
});

test('a user searches, filters, clears the filters and opens the details', async () => {
  const { context, page } = await signIn(DESKTOP, USER);
  try {
    await page.goto(`${server.url}/spaces`);
    await page.getByRole('heading', { level: 1, name: 'Buscar Espaços' }).waitFor();
    await page.getByText('10 espaços encontrados').waitFor();
    const auditorium = page.getByRole('article', { name: 'Auditório Jacarandá' });
    await auditorium.getByText('+2 mais').waitFor();
    await waitForImage(auditorium.getByRole('img'));
    await checkA11y(page, '/spaces');
    await screenshot(page, 'spaces-desktop');

    // '+2 mais' shows the other two resources, from the keyboard, and hides them again.
    const resources = auditorium.getByRole('list', { name: 'Recursos' });
    await auditorium.getByRole('button', { name: '+2 mais: mostrar todos os recursos' }).focus();
    await page.keyboard.press('Enter');
    assert.equal(await resources.getByRole('listitem').count(), 6);
    const less = auditorium.getByRole('button', { name: 'Mostrar menos recursos' });
    assert.equal(await less.getAttribute('aria-expanded'), 'true');
    assert.ok(await less.evaluate((el) => el === document.activeElement), 'the toggle keeps the focus');
    await checkA11y(page, '/spaces with a card\'s resources expanded');
    await screenshot(page, 'spaces-resources-expanded-desktop');
    await page.keyboard.press('Enter');
    assert.equal(await resources.getByRole('listitem').count(), 4);

    // Search (name and description, accents ignored).
    const search = page.getByRole('searchbox', { name: 'Buscar espaços' });
    await search.fill('auditorio');
    await page.getByText('1 espaço encontrado').waitFor();
    await search.fill('');
    await page.getByText('10 espaços encontrados').waitFor();

    // Filters: capacity from 10, price up to R$ 200, with a projector.
    await page.getByRole('button', { name: 'Filtros' }).click();
    const filters = page.getByRole('region', { name: 'Filtros' });
    await filters.getByText('1 – 100+ pessoas').waitFor();
    await filters.getByText('R$ 0 – R$ 500+').waitFor();
    const minCapacity = filters.getByRole('slider', { name: 'Capacidade mínima' });
    await minCapacity.focus();
    for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
    await filters.getByText('10 – 100+ pessoas').waitFor();
    // Sala Peroba (12), Sala Angico (10), Laboratório Jatobá (20), Espaço Paineira (40),
    // Terraço Guarantã (60), Auditório Jacarandá (120: no upper bound at 100+).
    await page.getByText('6 espaços encontrados').waitFor();
    await auditorium.waitFor();
    const maxPrice = filters.getByRole('slider', { name: 'Preço máximo' });
    await maxPrice.focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowLeft');
    await filters.getByText('R$ 0 – R$ 200').waitFor();
    // Peroba (110), Angico (70), Jatobá (180), Paineira (150).
    await page.getByText('4 espaços encontrados').waitFor();
    await filters.getByRole('combobox', { name: 'Recurso' }).click();
    await page.getByRole('option', { name: 'Projetor' }).click();
    // Peroba, Angico, Jatobá.
    await page.getByText('3 espaços encontrados').waitFor();
    for (const name of ['Sala Peroba', 'Sala Angico', 'Laboratório Jatobá']) await page.getByRole('article', { name }).waitFor();
    await checkA11y(page, '/spaces with the filters open');
    await screenshot(page, 'spaces-filters-desktop');

    // Nothing matches: the empty state clears everything.
    await search.fill('xyz inexistente');
    await page.getByText('Nenhum espaço encontrado').waitFor();
    await screenshot(page, 'spaces-empty-desktop');
    await page.getByRole('main').getByRole('button', { name: 'Limpar filtros' }).last().click();
    await page.getByText('10 espaços encontrados').waitFor();
    assert.equal(await search.inputValue(), '');
    await filters.getByText('1 – 100+ pessoas').waitFor();
    await filters.getByText('R$ 0 – R$ 500+').waitFor();

    // Details.
    await page.getByRole('button', { name: 'Ver Detalhes de Sala Ipê' }).click();
    const details = page.getByRole('dialog', { name: 'Sala Ipê' });
    await details.getByText('Informações gerais').waitFor();
    await details.getByText('8 pessoas', { exact: true }).waitFor();
    await details.getByText('R$ 80,00').waitFor();
    await details.getByText('Quadro branco').waitFor();
    await waitForImage(details.getByRole('img'));
    await checkA11y(page, 'the details dialog');
    await viewportShot(page, 'space-details-desktop');
    await details.getByRole('button', { name: 'Fechar' }).click();
    await details.waitFor({ state: 'hidden' });

    // 'Reservar Agora' opens the booking form with the space.
    await page.getByRole('button', { name: 'Ver Detalhes de Sala Ipê' }).click();
    await details.getByRole('button', { name: 'Reservar Agora' }).click();
    await details.waitFor({ state: 'hidden' });
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // A phone.
    await page.setViewportSize(MOBILE);
    await page.reload();
    await page.getByText('10 espaços encontrados').waitFor();
    await waitForImage(page.getByRole('article').first().getByRole('img'));
    await checkA11y(page, '/spaces at 390 px');
    await screenshot(page, 'spaces-mobile');
    await viewportShot(page, 'spaces-mobile-top');
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('region', { name: 'Filtros' }).getByText('1 – 100+ pessoas').waitFor();
    await page.waitForTimeout(500); // The panel's opening transition.
    await viewportShot(page, 'spaces-filters-mobile');
    await page.getByRole('button', { name: 'Ver Detalhes de Sala Ipê' }).click();
    await page.getByRole('dialog', { name: 'Sala Ipê' }).getByText('Informações gerais').waitFor();
    await checkA11y(page, 'the details dialog at 390 px');
    await viewportShot(page, 'space-details-mobile');
  } finally {
    await context.close();
  }
});

test('a user uploads a profile photo, saves it, and removes it', async () => {
  const { context, page } = await signIn(DESKTOP, USER);
  try {
    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    await page
      .locator('#profile-photo-file')
      .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: png(96, 96, [16, 185, 129], [30, 64, 175]) });
    await toast(page, 'Upload realizado', 'eu.png');
    await page.getByText('Nova foto enviada. Clique em Salvar para usá-la.').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).first().click();
    await toast(page, 'Perfil atualizado');
    // The header's avatar shows the photo too.
    const headerPhoto = page.locator('header img');
    await waitForImage(headerPhoto);
    assert.match(await headerPhoto.getAttribute('src'), /^\/storage\/avatars\/.+\.png$/);
    await checkA11y(page, '/settings with a photo');
    await screenshot(page, 'settings-avatar-desktop');

    await page.getByRole('button', { name: 'Remover foto' }).click();
    await toast(page, 'Arquivo removido');
    await page.getByRole('button', { name: 'Remover foto' }).waitFor({ state: 'detached' });
    await headerPhoto.waitFor({ state: 'detached' });
    // Saved server-side: a reload shows no photo.
    await page.reload();
    await page.getByRole('button', { name: 'Enviar foto' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Remover foto' }).count(), 0);
  } finally {
    await context.close();
  }
});
