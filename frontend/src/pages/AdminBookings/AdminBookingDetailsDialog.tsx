import { Suspense, useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { graphql, useFragment } from 'react-relay';
import { BookingHistory } from '../../components/booking/BookingHistory';
import { span } from '../../components/booking/bookingRules';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { useFormatters } from '../../components/FormatProvider';
import { SpaceImage } from '../../components/SpaceImage';
import { UserAvatar } from '../../components/UserAvatar';
import { MOBILE_QUERY } from '../../layout/nav';
import { formatCurrency, formatPeople } from '../../lib/format';
import type { AdminBookingDetailsDialog_booking$key } from './__generated__/AdminBookingDetailsDialog_booking.graphql';
import { AdminBookingActions } from './AdminBookingActions';

/**
 * 'Detalhes da reserva' (docs/screens.md: the details button works): the space with its photo
 * and capacity, the user, day, hours, value, status, notes, when it was made, and the
 * status changes allowed now, and its history (who changed it, when and why).
 */
export function AdminBookingDetailsDialog({
  booking,
  open,
  onClose,
}: {
  booking: AdminBookingDetailsDialog_booking$key | null;
  open: boolean;
  onClose: () => void;
}) {
  const b = useFragment(
    graphql`
      fragment AdminBookingDetailsDialog_booking on Booking {
        id
        status
        startsAt
        endsAt
        durationMinutes
        totalPrice
        notes
        createdAt
        space {
          name
          capacity
          imageUrl
        }
        user {
          fullName
          email
          avatarUrl
        }
        ...AdminBookingActions_booking
      }
    `,
    booking,
  );
  const f = useFormatters();
  const titleId = useId();
  const historyId = useId();
  const fullScreen = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  if (!b) return null;
  const who = b.user.fullName || 'Usuário';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>Detalhes da reserva</DialogTitle>
      {/* Scrolls on a phone: focusable, so that the keyboard can scroll it too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <Stack spacing={2.5}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px minmax(0, 1fr)' }, alignItems: 'center' }}>
            <SpaceImage src={b.space.imageUrl} alt={`Foto de ${b.space.name}`} eager sx={{ borderRadius: 2 }} />
            <div>
              <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {b.space.name}
              </Typography>
              <Typography color="text.secondary">Capacidade: {formatPeople(b.space.capacity)}</Typography>
              <Box sx={{ mt: 1 }}>
                <BookingStatusChip status={b.status} />
              </Box>
            </div>
          </Box>

          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
            <UserAvatar fullName={b.user.fullName} avatarUrl={b.user.avatarUrl} size={44} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{who}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {b.user.email}
              </Typography>
            </Box>
          </Stack>

          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            <Item label="Data">{f.date(b.startsAt)}</Item>
            <Item label="Horário">
              {f.time(b.startsAt)}–{f.time(b.endsAt)}
            </Item>
            <Item label="Duração">{span(b.durationMinutes)}</Item>
            <Item label="Valor">{formatCurrency(b.totalPrice)}</Item>
            <Item label="Criada em">{f.dateTime(b.createdAt)}</Item>
          </Box>
          <Box component="dl" sx={{ m: 0 }}>
            <Item label="Observações">{b.notes || 'Sem observações.'}</Item>
          </Box>
          <section aria-labelledby={historyId}>
            <Typography id={historyId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              Histórico
            </Typography>
            {open && (
              <ErrorBoundary fallback={<Typography color="error">Não foi possível carregar o histórico.</Typography>}>
                <Suspense fallback={<Typography color="text.secondary">Carregando histórico...</Typography>}>
                  <BookingHistory bookingId={b.id} titleId={historyId} />
                </Suspense>
              </ErrorBoundary>
            )}
          </section>
        </Stack>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        <AdminBookingActions booking={b} />
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}
