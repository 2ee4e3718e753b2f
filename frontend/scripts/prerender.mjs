// After `vite build`: renders the landing page (src/prerender.tsx) into a copy of
// dist/index.html, dist/landing.html, which the server sends for `/`.
// React, MUI and emotion as the production bundle runs them: the same class names, so
// the app reuses the page's styles instead of adding its own copies.
process.env.NODE_ENV = 'production';

import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer } from 'vite';

const dist = resolve(import.meta.dirname, '../dist');
const vite = await createServer({
  root: resolve(import.meta.dirname, '..'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  mode: 'production',
  logLevel: 'error',
});
let html;
try {
  const { renderLanding } = await vite.ssrLoadModule('/src/prerender.tsx');
  html = renderLanding();
} finally {
  await vite.close();
}
const index = readFileSync(resolve(dist, 'index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);
if (!html.includes('<h1')) throw new Error('the prerendered landing page has no <h1>');
// The page shows without scripts: the notice that the app needs them is not for it.
const landing = index
  .replace(/<noscript>.*?<\/noscript>/s, '')
  .replace(root, `<div id="root" data-prerendered="landing">${html}</div>`);
writeFileSync(resolve(dist, 'landing.html'), landing);
console.log(`dist/landing.html: ${(landing.length / 1024).toFixed(1)} KiB`);
