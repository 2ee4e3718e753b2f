import { renderToString } from 'react-dom/server';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { MemoryRouter } from 'react-router-dom';
import { LandingView } from './pages/Landing/LandingView';
import { theme } from './theme';

/**
 * The landing page as HTML, for `scripts/prerender.mjs` (after `vite build`): the server
 * sends it for `/`, so the page shows before the app's code arrives; `main.tsx` then
 * renders the same page over it. Emotion writes each style as a `<style>` tag beside
 * its element, so the HTML stands on its own.
 */
export function renderLanding(): string {
  return renderToString(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <MemoryRouter>
        <LandingView stats={null} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
