import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider (@mui/material/styles) also carries the CSS-variables provider,
// which this theme does not use; for a theme without CSS variables it renders exactly
// this one.
import { ThemeProvider } from '@mui/system';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createAppSession } from './auth/session';
import { SessionProvider } from './auth/SessionProvider';
import { ToastProvider } from './components/ToastProvider';
import { createRoutes } from './routes';
import { theme } from './theme';

const session = createAppSession();
// Restore the session from the refresh cookie while the first route loads.
void session.restore();
const router = createBrowserRouter(createRoutes(session));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * `/` arrives with the landing page already in #root (dist/landing.html, see
 * src/prerender.tsx). The app's first render replaces it: render once the route's code
 * is here, so that first render is the page itself, not the loading screen in between.
 */
function routeReady(): Promise<void> {
  if (!root?.hasAttribute('data-prerendered') || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

// A transition: React renders the app in slices of a few milliseconds, yielding to the
// browser between them, instead of one task that blocks the page for as long as the first
// render takes (on a slow phone, hundreds of milliseconds). The page on screen (the
// prerendered landing page, or nothing yet) stays until the app's first render commits.
void routeReady().then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastProvider>
            <SessionProvider session={session}>
              <RouterProvider router={router} />
            </SessionProvider>
          </ToastProvider>
        </ThemeProvider>
      </StrictMode>,
    ),
  ),
);
