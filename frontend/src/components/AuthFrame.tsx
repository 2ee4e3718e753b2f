import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from './usePageTitle';

/** The frame of the sign-in and sign-up pages: product title, tagline, titled card. */
export function AuthFrame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        background: 'linear-gradient(160deg, #eef2ff 0%, #f6f7fb 60%)',
      }}
    >
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Link component={RouterLink} to="/" underline="none" sx={{ fontSize: '2.25rem', fontWeight: 800, color: 'primary.main' }}>
          Ágora
        </Link>
        <Typography color="text.secondary">Gestão inteligente de espaços compartilhados</Typography>
      </Box>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {description}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
