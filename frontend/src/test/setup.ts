import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadToastStack } from '../components/ToastProvider';

// relay-test-utils calls a global `jest`.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// jsdom has no matchMedia; MUI's useMediaQuery needs it. Default: a desktop screen.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// In the app the toasts' code loads with the first toast; tests see toasts at once.
await loadToastStack();

afterEach(() => {
  cleanup();
});
