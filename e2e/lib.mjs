// The e2e harness: the real `agora` binary on a free port with its own data directory,
// Debian's Chromium through playwright-core, axe-core checks and screenshots.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
export const artifacts = path.join(here, 'artifacts');

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `agora serve` with a fresh data directory; `env` adds configuration. */
export async function startServer(env = {}) {
  const bin = path.resolve(here, process.env.AGORA_BIN ?? '../target/debug/agora');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agora-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(bin, ['serve'], {
    env: {
      ...process.env,
      AGORA_DATA_DIR: dataDir,
      AGORA_BIND: `127.0.0.1:${port}`,
      AGORA_PUBLIC_URL: url,
      DATABASE_URL: '',
      RUST_LOG: process.env.RUST_LOG ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`agora exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('agora did not start within 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    /** Mails in the dev outbox, oldest first. */
    outbox() {
      const dir = path.join(dataDir, 'outbox');
      let files = [];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
      } catch {
        return [];
      }
      return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    },
    /**
     * The first mail in the outbox that `matches`, waiting for it: notices go out through
     * the event outbox after the change that causes them, not within its request.
     */
    async mailed(matches, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = this.outbox().find(matches);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no such mail in the outbox after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const DESKTOP = { width: 1366, height: 860 };
export const MOBILE = { width: 390, height: 844 };

/** The WCAG 2.2 A and AA criteria axe-core checks (the bar for every screen). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails on any axe-core violation of a WCAG 2.2 A or AA criterion, whatever its impact,
 * and on any serious or critical one of axe's best practices, on the current page.
 */
export async function checkA11y(page, label) {
  // Let transitions finish: a dialog fading in, or a toast fading out as it hides, has
  // half-transparent text, which axe would measure as poor contrast. Transitions are
  // switched off while axe runs (each element shows where its transition would end) and
  // the page must stay still over two frames and 100 ms first.
  await page.evaluate(async () => {
    const style = document.createElement('style');
    style.id = 'e2e-axe-still';
    style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(style);
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const still = () => document.getAnimations().every((a) => a.playState !== 'running');
    const deadline = performance.now() + 5_000;
    while (performance.now() < deadline) {
      await frame();
      await frame();
      if (still()) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (still()) return;
      }
    }
  });
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async (wcag) => {
    // eslint-disable-next-line no-undef
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.tags.some((t) => wcag.includes(t)) || v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }, WCAG_AA);
  await page.evaluate(() => document.getElementById('e2e-axe-still')?.remove());
  assert.deepEqual(violations, [], `axe on ${label}`);
}

/** Saves a full-page screenshot under e2e/artifacts/screenshots. */
export async function screenshot(page, name) {
  const dir = path.join(artifacts, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The first link in the newest mail to `to` whose subject starts with `subject`. */
export function linkFrom(server, to, subject) {
  const mail = server.outbox().filter((m) => m.to === to && m.subject.startsWith(subject)).at(-1);
  assert.ok(mail, `a mail "${subject}" to ${to}`);
  return mail.text.match(/https?:\/\/\S+/)[0];
}

/** A viewport capture (a fixed dialog would be cut by a full-page one). */
export async function screenshotViewport(page, name) {
  const dir = path.join(artifacts, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Waits for running animations (a dialog fading in) to end. */
export async function settled(page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, { timeout: 5_000 })
    .catch(() => {});
}

/** Picks `option` in the MUI select labelled `label` inside `scope` (a dialog, a group). */
export async function choose(page, scope, label, option) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  // By CSS, not by role: a closing menu is hidden from the accessibility tree while it fades.
  await page.locator('ul[role="listbox"]').waitFor({ state: 'detached' });
}

/** The options of the MUI select labelled `label` inside `scope`, closing it again. */
export async function optionsOf(page, scope, label) {
  await scope.getByRole('combobox', { name: label }).click();
  const list = page.getByRole('listbox');
  await list.waitFor();
  const texts = await list.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await page.locator('ul[role="listbox"]').waitFor({ state: 'detached' });
  return texts;
}

/** Notices by text. Not by role: an open dialog hides the rest of the page from the tree. */
export const toast = (page, text) => page.locator('section[aria-label="Notificações"]').getByText(text, { exact: true }).last();

/**
 * Signs in through the login form at `url` (the server's base URL) and waits for
 * /dashboard. `submit: 'enter'` presses Enter in the password field instead of clicking
 * 'Entrar'. When /dashboard does not come, the failure says what the page showed: the
 * address, the server's answer to the sign-in, and the notices and alerts on screen.
 */
export async function signInWithForm(page, url, { email, password }, { submit = 'click' } = {}) {
  await page.goto(`${url}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  const answers = [];
  const listen = (response) => {
    if ((response.request().postData() ?? '').includes('LoginPageSignInMutation')) {
      answers.push(response.text().then((body) => `${response.status()} ${body.slice(0, 300)}`, (e) => `unread: ${e.message}`));
    }
  };
  page.on('response', listen);
  try {
    if (submit === 'enter') await page.keyboard.press('Enter');
    else await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${url}/dashboard`);
  } catch (error) {
    const shown = await page
      .evaluate(() =>
        [...document.querySelectorAll('section[aria-label="Notificações"] .MuiAlert-root, [role="alert"], .Mui-error')]
          .map((e) => e.textContent?.trim())
          .filter(Boolean),
      )
      .catch((e) => [`unreadable: ${e.message}`]);
    const form = await page
      .evaluate(() => [...document.querySelectorAll('input')].map((i) => `${i.name || i.id}=${i.type === 'password' ? '*'.repeat(i.value.length) : i.value}`))
      .catch(() => []);
    error.message += `\nsign-in as ${email}: at ${page.url()}; signIn answers: ${JSON.stringify(await Promise.all(answers))}; on screen: ${JSON.stringify(shown)}; fields: ${JSON.stringify(form)}`;
    throw error;
  } finally {
    page.off('response', listen);
  }
}

/**
 * Helpers bound to one server and browser: pages that record page errors and requests
 * leaving the machine, sign-in through the login form, and GraphQL as an API client.
 */
export function journey(server, browser) {
  const gql = async (query, variables = {}, token = null) => {
    const res = await fetch(server.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    assert.ok(!body.errors, JSON.stringify(body.errors));
    return body.data;
  };
  return {
    gql,
    async apiSignIn({ email, password }) {
      const data = await gql('mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }', { i: { email, password } });
      return data.signIn.accessToken;
    },
    async newPage(viewport = DESKTOP) {
      const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', acceptDownloads: true });
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('request', (r) => {
        const url = r.url();
        const local = [server.url, server.url.replace('http', 'ws'), 'data:', 'blob:'].some((p) => url.startsWith(p));
        if (!local) problems.push(`external request: ${url}`);
      });
      return { context, page, problems };
    },
    signIn: (page, who) => signInWithForm(page, server.url, who),
  };
}

/**
 * Adds a charge to the server's SQLite database behind its back (another process, as an
 * operator's import would), so that revenue figures can be tried at sizes the demo data
 * never reaches. The payments trigger keeps the daily totals.
 */
export function addCharge(server, cents, day) {
  const script = `
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], timeout=10)
booking = db.execute("SELECT id FROM bookings LIMIT 1").fetchone()[0]
at = sys.argv[3] + "T12:00:00+00:00"
db.execute("INSERT INTO payments (id, booking_id, kind, amount_cents, idempotency_key, provider_reference, created_at, settled_at, attempts) VALUES (randomblob(16), ?, 'charge', ?, 'e2e-' || hex(randomblob(8)), 'e2e', ?, ?, 1)", (booking, int(sys.argv[2]), at, at))
db.commit()
`;
  const run = spawnSync('python3', ['-c', script, path.join(server.dataDir, 'agora.db'), String(cents), day], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
}

/** Every summary figure on the page sits on one line, inside its card. */
export async function assertFiguresFit(page, label) {
  const figures = await page.evaluate(() =>
    [...document.querySelectorAll('[role="listitem"] .MuiCardContent-root p:nth-of-type(2)')].map((e) => ({
      text: e.textContent,
      lines: Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)),
      overflows: e.scrollWidth > e.clientWidth + 1,
    })),
  );
  assert.ok(figures.length > 0, `figures on ${label}`);
  for (const f of figures) assert.deepEqual([f.text, f.lines, f.overflows], [f.text, 1, false], `${label}: ${f.text}`);
}
