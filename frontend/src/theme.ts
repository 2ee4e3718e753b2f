import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

/** The one MUI theme of the app, with MUI's own texts in pt-BR. */
export const theme = createTheme(
  {
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
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // A disabled control's helper text carries its reason ('Em breve'): keep it legible.
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
      },
    },
  },
  ptBR,
);
