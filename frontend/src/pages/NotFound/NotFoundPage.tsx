import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle';

/** Any path that is not a route. */
export default function NotFoundPage() {
  usePageTitle('Página não encontrada');
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center', px: 2, gap: 2 }}
    >
      <Typography aria-hidden="true" sx={{ fontSize: '5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h1">Página não encontrada</Typography>
      <Typography color="text.secondary">A página que você está procurando não existe ou foi movida.</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Voltar ao início
      </Button>
    </Box>
  );
}
