/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import refreshSessionMutation from './src/auth/__generated__/refreshSessionMutation.graphql';
import { ROUTE_MODULES } from './src/routeModules';

// The Rust server (`agora serve`): 127.0.0.1:8080 in development, or AGORA_API.
const api = process.env.AGORA_API ?? 'http://127.0.0.1:8080';

// What the binary serves itself besides the SPA: proxied by `vite` (dev) and by
// `vite preview` (the built dist/ against a running server, e.g. for bench/frontend.mjs).
const proxy = {
  '/graphql': { target: api, ws: true, changeOrigin: false },
  '/auth': api,
  '/storage': api,
  '/export': api,
  '/healthz': api,
};

/**
 * index.html starts downloading the chunks of the route being opened (src/routeModules.ts)
 * while the entry chunk downloads: a few lines of inline script that add
 * `<link rel="modulepreload">` for `location.pathname`. Chunks the entry already preloads
 * are left out. Build only; a listed module missing from the bundle fails the build.
 */
function routePreload(): Plugin {
  return {
    name: 'agora:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk || chunk.name !== 'main') return html;
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Rolldown.OutputChunk, into = new Set<string>()) => {
          if (into.has(start.fileName)) return into;
          into.add(start.fileName);
          for (const file of start.imports) {
            const next = byFile.get(file);
            if (next) closure(next, into);
          }
          return into;
        };
        const entry = closure(chunk);
        // Files once, routes as indexes into them: the script stays small.
        const files: string[] = [];
        const routes: Record<string, number[]> = {};
        for (const [path, modules] of Object.entries(ROUTE_MODULES)) {
          const needed = new Set<string>();
          for (const module of modules) {
            const id = resolve(import.meta.dirname, module);
            const owner = chunks.find((c) => c.moduleIds.includes(id));
            if (!owner) throw new Error(`src/routeModules.ts: ${module} (${path}) is not in the bundle`);
            closure(owner, needed);
          }
          routes[path] = [...needed]
            .filter((f) => !entry.has(f))
            .map((f) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1));
        }
        const script =
          `(function(f,r){var l=r[location.pathname.replace(/(.)\\/$/,'$1')]||[];` +
          `for(var i=0;i<l.length;i++){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href='/assets/'+f[l[i]]+'.js';document.head.appendChild(e)}})` +
          `(${JSON.stringify(files.map((f) => f.replace(/^assets\/(.*)\.js$/, '$1')))},${JSON.stringify(routes)});`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/**
 * index.html sends the session's first refresh (the httpOnly cookie for an access token)
 * itself, while the app's code downloads: signed-in pages wait for that answer before
 * they ask for their data, and the app would otherwise send it only once its code has
 * run. src/auth/refreshSession.ts reads that response (the same request, the same
 * headers) instead of sending its own. Build only.
 */
function earlySessionRestore(): Plugin {
  return {
    name: 'agora:early-session-restore',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk }) {
        if (!chunk || chunk.name !== 'main') return html;
        const body = JSON.stringify({ query: refreshSessionMutation.params.text, variables: {} });
        const headers = { 'X-Agora-Client': 'web', Accept: 'application/json', 'Content-Type': 'application/json' };
        const script =
          `window.agoraSessionRestore=fetch('/graphql',{method:'POST',credentials:'include',` +
          `headers:${JSON.stringify(headers)},body:${JSON.stringify(body)}});`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/**
 * MUI's createTheme imports its CSS-variables variant (createThemeWithVars, ~22 KB before
 * compression) even for themes without CSS variables, and so does MUI's default theme:
 * every page would carry code it never runs. This app's theme has no `cssVariables` (nor
 * `colorSchemes`), so createTheme never calls it; in the build that import is a function
 * that says so, should the theme ever turn CSS variables on.
 */
function muiThemeWithoutCssVariables(): Plugin {
  const stub = '\0agora:mui-theme-without-css-variables';
  return {
    name: 'agora:mui-theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './createThemeWithVars.mjs' && importer && /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/.test(importer)) {
        return stub;
      }
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return `export default function createThemeWithVars() {
  throw new Error('MUI themes with CSS variables are left out of this build: see muiThemeWithoutCssVariables in vite.config.ts');
}`;
    },
  };
}

// MUI's components that (nearly) every page uses, and those of the signed-in frame
// (sidebar, header, dialogs), each group with what they import. Menus and pop-overs are
// left out: the account menu loads on demand, and selects bring theirs with them. Left to itself,
// rolldown makes one chunk per set of routes that share a module: 60-70 small files for
// a signed-in page, each one more request and each compressed on its own.
const inNodeModules = (...paths: string[]) => new RegExp(`node_modules[\\\\/](${paths.join('|')})[\\\\/]`);
const mui = (names: string) => `@mui[\\\\/]material[\\\\/](${names})`;
const chunkGroups = [
  // React and the small helpers the GraphiQL page shares with the app: their own chunk,
  // so that GraphiQL does not load MUI.
  {
    name: 'react',
    test: inNodeModules('react', 'react-dom', 'scheduler', 'react-is', 'clsx', '@babel[\\\\/]runtime', '@emotion[\\\\/](is-prop-valid|memoize)'),
    priority: 3,
  },
  {
    name: 'mui',
    test: inNodeModules(
      mui('Box|Stack|Typography|Button|ButtonBase|CircularProgress|SvgIcon|Paper|Card|CardContent|Skeleton|Container'),
      '@mui[\\\\/]system[\\\\/]RtlProvider',
    ),
    priority: 2,
  },
  {
    name: 'mui-frame',
    test: inNodeModules(
      mui('Drawer|Modal|Unstable_TrapFocus|Portal|Backdrop|Fade|Slide|Grow|AppBar|Toolbar|Divider|IconButton|Chip|Avatar|Link'),
      mui('List|ListItem|ListItemButton|ListItemIcon|ListItemText|ListSubheader|ListItemSecondaryAction'),
      mui('useMediaQuery'),
    ),
    priority: 1,
  },
  {
    // Selects' menus and the account menu: one chunk, not in the signed-in frame.
    name: 'mui-menu',
    test: inNodeModules(mui('Popover|Menu|MenuList|MenuItem')),
    priority: 1,
  },
];

export default defineConfig({
  plugins: [relay, react(), earlySessionRestore(), routePreload(), muiThemeWithoutCssVariables()],
  resolve: {
    alias: [
      // react-relay's main entry also carries the legacy container API (QueryRenderer,
      // createFragmentContainer, …) that this app never uses; its `hooks` entry is the
      // same code without it (every export used here: hooks, loadQuery, fetchQuery,
      // ConnectionHandler, graphql).
      { find: /^react-relay$/, replacement: 'react-relay/hooks' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // GraphiQL is its own page so that it never weighs on the app's bundle.
    rolldownOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        graphiql: resolve(import.meta.dirname, 'graphiql.html'),
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
    // A browser without <link rel="modulepreload"> (Safari before 17) only loses the early
    // start of the downloads; the polyfill would weigh on every page of every browser.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 2500,
  },
  server: { proxy },
  preview: { proxy },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // CI shares two cores with the Rust build: typing through user-event can take
    // seconds there. Generous limits keep slow from being read as broken.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
