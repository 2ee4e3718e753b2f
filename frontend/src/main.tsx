import { StrictMode } from 'react';
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
);
