/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

// The Rust server (`agora serve`) listens here in development.
const api = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [relay, react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // GraphiQL is its own page so that it never weighs on the app's bundle.
    rolldownOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        graphiql: resolve(import.meta.dirname, 'graphiql.html'),
      },
    },
    chunkSizeWarningLimit: 2500,
  },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: false },
      '/auth': api,
      '/storage': api,
      '/export': api,
      '/healthz': api,
    },
  },
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
