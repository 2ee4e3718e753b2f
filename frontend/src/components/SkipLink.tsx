import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'conteudo';

/**
 * 'Ir para o conteúdo': the first thing Tab reaches on a signed-in page, hidden until
 * focused; it moves focus to the page's <main> (docs/accessibility.md, "Keyboard").
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        transform: 'translateY(-200%)',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: 2,
        py: 1,
        borderRadius: 1,
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { transform: 'none' },
      }}
    >
      Ir para o conteúdo
    </Box>
  );
}
