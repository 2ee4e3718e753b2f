// `just bench` section P5 — the frontend: gzipped JS per route as the browser loads it,
// and Lighthouse 12.8.2 mobile scores (default config: mobile form factor, simulated
// throttling) for the landing page and /spaces. Debian's Chromium, offline: every
// request must stay on AGORA_URL (127.0.0.1).
//
//   AGORA_URL=http://127.0.0.1:8090 node bench/frontend.mjs
//
// AGORA_URL   a running agora (or `vite preview` proxying to one) with the demo data seeded
// CHROME_PATH Chromium (default /usr/bin/chromium); nothing here ever downloads a browser
// LH_RUNS     Lighthouse runs per page, the median (by performance score) is reported (3)
// CDP_PORT    the remote-debugging port of the Chromium Lighthouse drives (0: any free one)
// LH_REPORT_DIR  if set, every Lighthouse report (JSON) is written there
//
// Progress goes to stderr; the last line of stdout is one JSON object:
//   {"routes":[{"route":"/","jsKbGzip":…,"scripts":n,"shellKbGzip":…,"appShellKbGzip":…,…}],
//    "shell":{…},"lighthouse":[{"url":"/","performance":…,"fcpMs":…,…}]}

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';

const BASE = (process.env.AGORA_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LH_RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const CDP_PORT = Number(process.env.CDP_PORT ?? 0);
const LH_REPORT_DIR = process.env.LH_REPORT_DIR;
const USER = { email: 'usuario@agora.dev', password: 'agora-usuario' };
const ADMIN = { email: 'admin@agora.dev', password: 'agora-admin' };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Never let playwright-core or puppeteer-core fetch a browser, whatever the environment says.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
process.env.PUPPETEER_SKIP_DOWNLOAD = '1';

const log = (...args) => console.error('[frontend]', ...args);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const origin = new URL(BASE).origin;
const wsOrigin = origin.replace(/^http/, 'ws');
const isLocal = (url) =>
  url.startsWith(origin) || url.startsWith(wsOrigin) || url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank';

// --- gzipped JS per route ----------------------------------------------------------------

/**
 * The routes, each opened directly (a fresh browser context, cold cache). `ready` waits
 * for what the route shows once loaded; `then` does something more on the page (the
 * booking form is a dialog of /spaces, not a URL of its own).
 */
const ROUTES = [
  { route: '/', as: null, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { route: '/login', as: null, ready: (p) => p.getByRole('button', { name: 'Entrar' }).waitFor() },
  { route: '/register', as: null, ready: (p) => p.getByRole('button', { name: 'Cadastrar' }).waitFor() },
  { route: '/dashboard', as: USER, ready: (p) => p.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor() },
  { route: '/spaces', as: USER, ready: (p) => p.getByRole('button', { name: /^Reservar / }).first().waitFor() },
  {
    route: '/spaces',
    label: '/spaces + booking form',
    as: USER,
    ready: (p) => p.getByRole('button', { name: /^Reservar / }).first().waitFor(),
    // 'Reservar' on a card opens the 'Nova Reserva' dialog; the form and its date picker
    // load on that first opening.
    then: async (p) => {
      await p.getByRole('button', { name: /^Reservar / }).first().click();
      const dialog = p.getByRole('dialog', { name: 'Nova Reserva' });
      await dialog.getByRole('button', { name: 'Escolha uma data' }).waitFor();
      await dialog.getByText(/Cancelamentos com mais de 48 horas/).waitFor();
    },
  },
  // The scheduler grid: the day's spaces for a user, every space with its owners' names for an admin.
  { route: '/agenda', as: USER, ready: (p) => p.getByRole('grid').first().waitFor() },
  { route: '/agenda', label: '/agenda (admin)', as: ADMIN, ready: (p) => p.getByRole('grid').first().waitFor() },
  { route: '/my-bookings', as: USER, ready: (p) => p.getByRole('heading', { level: 1, name: 'Minhas Reservas' }).waitFor() },
  { route: '/settings', as: USER, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { route: '/dashboard', label: '/dashboard (admin)', as: ADMIN, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { route: '/admin/spaces', as: ADMIN, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { route: '/admin/bookings', as: ADMIN, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { route: '/admin/users', as: ADMIN, ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { route: '/admin/reports', as: ADMIN, ready: (p) => p.getByRole('heading', { level: 1, name: 'Relatórios' }).waitFor() },
  {
    route: '/admin/reports',
    label: '/admin/reports + charts',
    as: ADMIN,
    ready: (p) => p.getByRole('heading', { level: 1, name: 'Relatórios' }).waitFor(),
    // The charts (@mui/x-charts) are lazy components of the 'Reservas' and 'Receita' tabs.
    then: async (p) => {
      for (const tab of ['Reservas', 'Receita']) {
        await p.getByRole('tab', { name: tab }).click();
        await p.getByRole('tabpanel', { name: tab }).locator('figure svg').first().waitFor();
      }
    },
  },
];

/** The scripts index.html itself loads (entry + modulepreloads): the cost of every route. */
async function entryScripts() {
  const html = await (await fetch(`${BASE}/`)).text();
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(new URL(m[1], BASE + '/').href);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(new URL(m[1], BASE + '/').href);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) urls.add(new URL(m[1], BASE + '/').href);
  return urls;
}

/** Signs in through the login page; returns the context's storage (the refresh cookie). */
async function signInState(browser, who) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${BASE}/dashboard`);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measureRoutes() {
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: CHROME_FLAGS.slice(1) });
  try {
    const entry = await entryScripts();
    // The refresh cookie rotates on every use: each route passes the newest one on.
    const states = new Map();
    const results = [];
    const sizes = new Map(); // url → gzipped bytes
    for (const r of ROUTES) {
      const label = r.label ?? r.route;
      if (r.as && !states.has(r.as)) states.set(r.as, await signInState(browser, r.as));
      const context = await browser.newContext({
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: { width: 1366, height: 860 },
        ...(r.as ? { storageState: states.get(r.as) } : {}),
      });
      const page = await context.newPage();
      const scripts = new Map();
      const pending = [];
      const external = [];
      page.on('request', (req) => {
        if (!isLocal(req.url())) external.push(req.url());
      });
      page.on('response', (res) => {
        if (res.request().resourceType() !== 'script') return;
        const url = res.url();
        if (scripts.has(url)) return;
        scripts.set(url, null);
        pending.push(
          res.body().then(
            (body) => scripts.set(url, gzipSync(body, { level: 9 }).length),
            (e) => log(`  (could not read ${url}: ${e.message})`),
          ),
        );
      });
      await page.goto(BASE + r.route);
      if (r.as) await page.waitForURL((u) => u.pathname === r.route, { timeout: 15_000 });
      await r.ready(page);
      if (r.then) await r.then(page);
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      if (external.length) throw new Error(`${label}: requests left the machine: ${external.join(', ')}`);
      if (r.as) states.set(r.as, await context.storageState());
      await context.close();

      let total = 0;
      let shell = 0;
      for (const [url, gz] of scripts) {
        if (gz === null) continue;
        sizes.set(url, gz);
        total += gz;
        if (entry.has(url)) shell += gz;
      }
      results.push({ route: r.route, label, signedIn: r.as ? (r.as === ADMIN ? 'admin' : 'user') : null, urls: [...scripts.keys()], total, shell });
      log(`${label.padEnd(24)} ${kb(total).toFixed(1).padStart(7)} KB gz in ${scripts.size} scripts (entry ${kb(shell)} KB)`);
    }

    // The app shell: what every signed-in route loads (entry, layout, Relay, …).
    const signedIn = results.filter((r) => r.signedIn);
    const appShell = signedIn.reduce((acc, r) => acc.filter((u) => r.urls.includes(u)), signedIn[0]?.urls ?? []);
    const appShellBytes = appShell.reduce((s, u) => s + (sizes.get(u) ?? 0), 0);
    const entryBytes = [...entry].reduce((s, u) => s + (sizes.get(u) ?? 0), 0);
    const routes = results.map((r) => {
      const inAppShell = r.signedIn ? appShellBytes : 0;
      return {
        route: r.label,
        jsKbGzip: kb(r.total),
        scripts: r.urls.length,
        shellKbGzip: kb(r.shell),
        routeKbGzip: kb(r.total - r.shell),
        ...(r.signedIn ? { appShellKbGzip: kb(inAppShell), beyondAppShellKbGzip: kb(r.total - inAppShell) } : {}),
      };
    });
    const spaces = results.find((r) => r.label === '/spaces');
    const booking = results.find((r) => r.label === '/spaces + booking form');
    const shell = {
      entryKbGzip: kb(entryBytes),
      entryScripts: entry.size,
      appShellKbGzip: kb(appShellBytes),
      appShellScripts: appShell.length,
      bookingFormOpenKbGzip: spaces && booking ? kb(booking.total - spaces.total) : null,
    };
    log(`entry (index.html) ${shell.entryKbGzip} KB gz · app shell ${shell.appShellKbGzip} KB gz · booking form +${shell.bookingFormOpenKbGzip} KB gz`);
    return { routes, shell };
  } finally {
    await browser.close();
  }
}

// --- Lighthouse ----------------------------------------------------------------------------

/** Starts Debian's Chromium with a remote-debugging port and a throwaway profile. */
async function startChrome() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'agora-lh-'));
  const child = spawn(
    CHROME,
    [...CHROME_FLAGS, `--remote-debugging-port=${CDP_PORT}`, '--remote-debugging-address=127.0.0.1', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group: stopping it also stops its helpers (renderers, crashpad).
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 30_000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = err.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${err}`)));
  });
  child.stderr.resume();
  return {
    port,
    async stop() {
      const exited = new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

function summarize(route, lhr) {
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const ms = (a) => Math.round(lhr.audits[a]?.numericValue ?? NaN);
  return {
    url: route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    speedIndexMs: ms('speed-index'),
    // What the (unthrottled, loopback) trace itself saw, beside the simulated figures.
    observedFcpMs: Math.round(lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN),
    observedLcpMs: Math.round(lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN),
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
  };
}

/** Fails when Lighthouse saw a request leave the machine. */
function checkOffline(route, lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const external = requests.map((r) => r.url).filter((u) => !isLocal(u));
  if (external.length) throw new Error(`Lighthouse ${route}: requests left the machine: ${external.join(', ')}`);
}

/**
 * Lighthouse runs on `route`; `signIn` first signs in through the real login page (the
 * session survives: storage is not reset, only the HTTP cache is cleared before each run
 * so that every run loads the code cold). The median run by performance score is kept.
 */
async function lighthouseRuns(route, signIn) {
  const chrome = await startChrome();
  let cdp = null;
  try {
    let clearCache = async () => {};
    if (signIn) {
      cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = cdp.contexts()[0];
      const page = await context.newPage();
      await page.goto(`${BASE}/login`);
      await page.getByLabel('E-mail').fill(signIn.email);
      await page.getByLabel('Senha', { exact: true }).fill(signIn.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL(`${BASE}/dashboard`);
      const session = await context.newCDPSession(page);
      clearCache = () => session.send('Network.clearBrowserCache');
    }
    const runs = [];
    for (let i = 0; i < LH_RUNS; i++) {
      await clearCache();
      const result = await lighthouse(
        BASE + route,
        {
          port: chrome.port,
          hostname: '127.0.0.1',
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          ...(signIn ? { disableStorageReset: true } : {}),
        },
        undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse ${route}: no result`);
      if (lhr.runtimeError) throw new Error(`Lighthouse ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      checkOffline(route, lhr);
      if (signIn && new URL(lhr.finalDisplayedUrl).pathname !== route) {
        throw new Error(`Lighthouse ${route}: ended on ${lhr.finalDisplayedUrl} (the session did not survive)`);
      }
      if (LH_REPORT_DIR) {
        mkdirSync(LH_REPORT_DIR, { recursive: true });
        const name = `lighthouse${route === '/' ? '-landing' : route.replaceAll('/', '-')}-${i + 1}.json`;
        writeFileSync(path.join(LH_REPORT_DIR, name), JSON.stringify(lhr));
      }
      const s = summarize(route, lhr);
      log(`lighthouse ${route} run ${i + 1}/${LH_RUNS}: perf ${s.performance} a11y ${s.accessibility} bp ${s.bestPractices} · FCP ${s.fcpMs} ms LCP ${s.lcpMs} ms TBT ${s.tbtMs} ms CLS ${s.cls}`);
      runs.push(s);
    }
    const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    return { ...median, signedIn: Boolean(signIn), runs: runs.length, performanceRuns: runs.map((r) => r.performance) };
  } finally {
    await cdp?.close().catch(() => {});
    await chrome.stop();
  }
}

// --- main ----------------------------------------------------------------------------------

const health = await fetch(`${BASE}/healthz`).catch((e) => ({ ok: false, statusText: e.message }));
if (!health.ok) {
  console.error(`[frontend] ${BASE}/healthz is not answering (${health.statusText}): start agora with demo data first`);
  process.exit(1);
}
log(`measuring ${BASE} with ${CHROME}`);
const { routes, shell } = await measureRoutes();
const lh = [];
lh.push(await lighthouseRuns('/', null));
lh.push(await lighthouseRuns('/spaces', USER));
console.log(JSON.stringify({ routes, shell, lighthouse: lh }));
