import { createTheme } from '@mui/material/styles';

/**
 * The one MUI theme of the app, with MUI's own texts in pt-BR: of the texts in
 * `@mui/material/locale`'s ptBR, this app's components use only Alert's 'Fechar' (copy
 * others from there along with a component that needs them: Pagination, Autocomplete,
 * …). Importing that whole locale would make every page start by building an
 * Intl.NumberFormat for TablePagination, which the app does not use.
 */
/**
 * The focus indicator of every control: 3 px of blue 700 (6.7:1 against white, 5.6:1
 * against the page background) drawn 2 px outside the control, for keyboard focus only
 * (docs/accessibility.md, "Focus").
 */
export const FOCUS_RING = { outline: '3px solid #1d4ed8', outlineOffset: 2 } as const;

export const theme = createTheme({
  palette: {
    // Blue 700 / violet 700: both keep white text above 4.5:1 contrast.
    primary: { main: '#1d4ed8' },
    secondary: { main: '#6d28d9' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Room above and below a focused control for the sticky header (Shift+Tab).
        html: { scrollPaddingTop: 80, scrollPaddingBottom: 24 },
        // `body` outranks the components' own `outline: 0`.
        'body :focus-visible, body .Mui-focusVisible': FOCUS_RING,
        // A text field shows the ring around its box, not around the bare input inside.
        'body .MuiInputBase-input:focus-visible': { outline: 'none' },
        'body .MuiInputBase-root.Mui-focused': FOCUS_RING,
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Fechar' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // A disabled control's helper text carries its reason ('Em breve'): keep it legible.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
  },
});
