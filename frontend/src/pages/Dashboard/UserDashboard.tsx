import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import EventAvailable from '@mui/icons-material/EventAvailable';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Search from '@mui/icons-material/Search';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { firstName, formatHours, formatInteger } from '../../lib/format';
import type { UserDashboard_dashboard$key } from './__generated__/UserDashboard_dashboard.graphql';
import { NextBookingItem } from './NextBookingItem';
import { PopularSpaceCard } from './PopularSpaceCard';

// The booking form's code loads when 'Reservar' is first pressed.
const BookingFormDialog = lazy(() => import('../../components/booking/BookingFormDialog'));

/** The user dashboard (docs/screens.md, "Dashboards"): counts, the next bookings and the popular spaces. */
export function UserDashboard({ dashboard, onBooked }: { dashboard: UserDashboard_dashboard$key; onBooked: () => void }) {
  const data = useFragment(
    graphql`
      fragment UserDashboard_dashboard on UserDashboard {
        upcomingBookings
        upcomingMinutes
        availableSpaces
        nextBookings {
          id
          ...NextBookingItem_booking
        }
        popularSpaces {
          id
          ...PopularSpaceCard_space
        }
      }
    `,
    dashboard,
  );
  const [bookingSpace, setBookingSpace] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <>
      <Box
        component="section"
        aria-label="Resumo"
        sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
      >
        <StatCard icon={<EventAvailable />} label="Próximas reservas" value={formatInteger(data.upcomingBookings)} />
        <StatCard icon={<MeetingRoom />} label="Espaços disponíveis" value={formatInteger(data.availableSpaces)} />
        <StatCard
          icon={<AccessTime />}
          label="Horas reservadas"
          value={formatHours(data.upcomingMinutes)}
          hint="Total das próximas reservas"
        />
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Box component="section" aria-labelledby="dashboard-next-bookings">
          <Typography id="dashboard-next-bookings" variant="h2" sx={{ mb: 1.5 }}>
            Minhas Próximas Reservas
          </Typography>
          {data.nextBookings.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>Você não tem reservas próximas.</Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Escolha um espaço e reserve o seu horário.
              </Typography>
              <Button component={RouterLink} to="/spaces" variant="outlined">
                Explorar espaços
              </Button>
            </Paper>
          ) : (
            <Paper variant="outlined">
              <List disablePadding>
                {data.nextBookings.map((b, i) => (
                  <NextBookingItem key={b.id} booking={b} divider={i < data.nextBookings.length - 1} />
                ))}
              </List>
            </Paper>
          )}
        </Box>

        <Box component="section" aria-labelledby="dashboard-popular-spaces">
          <Typography id="dashboard-popular-spaces" variant="h2" sx={{ mb: 1.5 }}>
            Espaços Populares
          </Typography>
          {data.popularSpaces.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">Nenhum espaço disponível no momento.</Typography>
            </Paper>
          ) : (
            <Stack spacing={2}>
              {data.popularSpaces.map((s) => (
                <PopularSpaceCard
                  key={s.id}
                  space={s}
                  onBook={() => {
                    setBookingSpace(s.id);
                    setDialogOpen(true);
                  }}
                />
              ))}
            </Stack>
          )}
        </Box>
      </Box>
      {bookingSpace && (
        <Suspense fallback={null}>
          <BookingFormDialog
            open={dialogOpen}
            spaceId={bookingSpace}
            onClose={() => setDialogOpen(false)}
            onBooked={onBooked}
          />
        </Suspense>
      )}
    </>
  );
}

/** The user dashboard's greeting and its way to the spaces (shown while the rest loads too). */
export function UserDashboardHeader({ name }: { name: string | null | undefined }) {
  return (
    <PageHeader
      title={`Olá, ${firstName(name)}`}
      subtitle="Encontre um espaço e faça sua reserva."
      action={
        <Button component={RouterLink} to="/spaces" variant="contained" startIcon={<Search />} sx={{ flexShrink: 0 }}>
          Buscar Espaços
        </Button>
      }
    />
  );
}

function StatCard({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint?: string }) {
  // Three across even on a phone: compact there (no icon, no hint).
  return (
    <Card>
      <CardContent
        sx={{ display: 'flex', alignItems: 'center', gap: 2, p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}
      >
        <Box
          aria-hidden="true"
          sx={{
            display: { xs: 'none', sm: 'flex' },
            p: 1.25,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
            {label}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' }, fontWeight: 700, lineHeight: 1.2 }}>
            {value}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {hint}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
