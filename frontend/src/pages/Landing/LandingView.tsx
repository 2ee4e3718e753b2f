import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EventAvailable from '@mui/icons-material/EventAvailable';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LandingStats } from './LandingStats';
import type { LandingStats as Stats } from './LandingStatsQuery';
import { StatsFigures } from './StatsFigures';

const features = [
  {
    icon: MeetingRoom,
    title: 'Gestão de Espaços',
    text: 'Cadastre salas e espaços com detalhes, recursos e preços flexíveis por hora.',
  },
  {
    icon: EventAvailable,
    title: 'Reservas em Tempo Real',
    text: 'Verificação automática de disponibilidade e prevenção de conflitos: um horário nunca é reservado duas vezes.',
  },
  {
    icon: AdminPanelSettings,
    title: 'Controle de Acesso',
    text: 'Níveis de acesso para usuários e administradores, com segurança reforçada para a administração.',
  },
];

const benefits = [
  'Veja a disponibilidade de cada espaço e reserve em poucos cliques.',
  'Preços claros em R$, calculados por hora cheia.',
  'Acompanhe suas reservas, pague e cancele quando precisar.',
  'Administradores gerenciam espaços, reservas, usuários e relatórios em um só lugar.',
];

/**
 * The public landing page as it looks: the same for everyone, so the build also renders
 * it to HTML (`src/prerender.tsx`, without figures: `stats` null) for the server to send
 * before any script runs.
 */
export function LandingView({ stats }: { stats: Promise<Stats> | null }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
          <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.5rem', color: 'primary.main', flexGrow: 1 }}>
            Ágora
          </Typography>
          <Button component={RouterLink} to="/login" variant="text">
            Entrar
          </Button>
          <Button component={RouterLink} to="/register" variant="contained">
            Cadastrar
          </Button>
        </Container>
      </Box>

      <Box component="main" sx={{ flexGrow: 1 }}>
        <Box sx={{ background: 'linear-gradient(160deg, #eef2ff 0%, #ffffff 70%)', py: { xs: 8, md: 12 } }}>
          <Container maxWidth="md" sx={{ textAlign: 'center' }}>
            <Typography
              variant="h1"
              // At 320 px a 36 px 'compartilhados' is wider than the screen: scale with it.
              sx={{ fontSize: { xs: 'clamp(1.75rem, 9vw, 2.25rem)', md: '3.25rem' }, overflowWrap: 'break-word', mb: 2 }}
            >
              Gestão inteligente de espaços compartilhados
            </Typography>
            <Typography variant="h2" component="p" color="text.secondary" sx={{ fontWeight: 400, fontSize: '1.25rem', mb: 4 }}>
              Reserve salas de reunião, estúdios e espaços de coworking por hora, sem conflitos de horário.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
              <Button component={RouterLink} to="/register" variant="contained" size="large">
                Começar Agora
              </Button>
              <Button component={RouterLink} to="/login" variant="outlined" size="large">
                Fazer Login
              </Button>
            </Stack>
          </Container>
        </Box>

        <Container component="section" aria-labelledby="features-title" sx={{ py: { xs: 6, md: 10 } }}>
          <Typography id="features-title" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
            Tudo o que você precisa para gerenciar espaços
          </Typography>
          {/* CSS grids (not MUI's Grid, whose code the landing page would carry only for them). */}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }, gap: 3 }}>
            {features.map(({ icon: Icon, title, text }) => (
              <Card key={title} sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Icon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden="true" />
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{text}</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Container>

        <Box component="section" aria-labelledby="benefits-title" sx={{ bgcolor: 'background.default', py: { xs: 6, md: 10 } }}>
          <Container>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(12, minmax(0, 1fr))' },
                gap: 6,
                alignItems: 'center',
              }}
            >
              <Box sx={{ gridColumn: { md: 'span 7' } }}>
                <Typography id="benefits-title" variant="h2" sx={{ mb: 3 }}>
                  Por que usar o Ágora?
                </Typography>
                <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {benefits.map((b) => (
                    <Box component="li" key={b} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                      <CheckCircle color="success" aria-hidden="true" />
                      <Typography>{b}</Typography>
                    </Box>
                  ))}
                </Stack>
              </Box>
              <Box sx={{ gridColumn: { md: 'span 5' } }}>
                {stats === null ? (
                  <StatsFigures spaces={null} bookings={null} />
                ) : (
                  <ErrorBoundary fallback={null}>
                    <Suspense fallback={<StatsFigures spaces={null} bookings={null} />}>
                      <LandingStats stats={stats} />
                    </Suspense>
                  </ErrorBoundary>
                )}
              </Box>
            </Box>
          </Container>
        </Box>
      </Box>

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4 }}>
        <Container sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>Ágora</Typography>
          <Typography color="text.secondary">
            © {new Date().getFullYear()} Ágora · Gestão inteligente de espaços compartilhados
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
