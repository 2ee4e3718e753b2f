import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import CalendarToday from '@mui/icons-material/CalendarToday';
import Groups from '@mui/icons-material/Groups';
import Visibility from '@mui/icons-material/Visibility';
import { graphql, useFragment } from 'react-relay';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { useFormatters } from '../../components/FormatProvider';
import { VISUALLY_HIDDEN } from '../../layout/nav';
import { formatCurrency, formatPeople } from '../../lib/format';
import type { AdminBookingRow_booking$key } from './__generated__/AdminBookingRow_booking.graphql';
import { AdminBookingActions } from './AdminBookingActions';

/**
 * One booking of the admin list: space, status, user and e-mail, day, hours, capacity,
 * value and notes, with the allowed status changes and 'Detalhes'.
 */
export function AdminBookingRow({
  booking,
  onDetails,
  inGroup = false,
}: {
  booking: AdminBookingRow_booking$key;
  onDetails: () => void;
  /** Shown inside its series' row, which holds the series' approval buttons. */
  inGroup?: boolean;
}) {
  const b = useFragment(
    graphql`
      fragment AdminBookingRow_booking on Booking {
        status
        startsAt
        endsAt
        totalPrice
        notes
        space {
          name
          capacity
        }
        user {
          fullName
          email
        }
        ...AdminBookingActions_booking
      }
    `,
    booking,
  );
  const f = useFormatters();
  const titleId = useId();
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 3 },
          alignItems: 'start',
          // A fixed last column keeps the day and hours aligned from row to row.
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.5fr) minmax(0, 1fr)', lg: 'minmax(0, 1.5fr) minmax(0, 1fr) 340px' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}>
            <Typography id={titleId} tabIndex={-1} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
              {b.space.name}
            </Typography>
            <BookingStatusChip status={b.status} />
          </Stack>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{b.user.fullName || 'Usuário'}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {b.user.email}
          </Typography>
        </Box>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Detail icon={<CalendarToday fontSize="small" />} label="Data">
            {f.date(b.startsAt)}
          </Detail>
          <Detail icon={<AccessTime fontSize="small" />} label="Horário">
            {f.time(b.startsAt)}–{f.time(b.endsAt)}
          </Detail>
          <Detail icon={<Groups fontSize="small" />} label="Capacidade">
            {formatPeople(b.space.capacity)}
          </Detail>
        </Stack>
        {/* Value and actions: below the rest on narrower screens, a column of their own on wide ones. */}
        <Stack
          direction={{ xs: 'column', md: 'row', lg: 'column' }}
          spacing={1}
          sx={{
            gridColumn: { md: '1 / -1', lg: 'auto' },
            justifyContent: 'space-between',
            alignItems: { xs: 'stretch', md: 'center', lg: 'flex-end' },
          }}
        >
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', textAlign: { lg: 'right' } }}>
            <Box component="span" sx={VISUALLY_HIDDEN}>
              Valor:{' '}
            </Box>
            {formatCurrency(b.totalPrice)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: { md: 'flex-end' } }}>
            <Button
              size="small"
              variant="text"
              startIcon={<Visibility />}
              onClick={onDetails}
              aria-haspopup="dialog"
              aria-label={`Detalhes: ${b.space.name}, ${b.user.fullName || 'Usuário'}`}
            >
              Detalhes
            </Button>
            <AdminBookingActions booking={b} part={inGroup ? 'others' : 'all'} />
          </Stack>
        </Stack>
      </Box>
      {b.notes && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
            Observações:
          </Box>{' '}
          {b.notes}
        </Typography>
      )}
    </Paper>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <Box aria-hidden="true" sx={{ display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant="body2" color="text.primary">
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {label}:{' '}
        </Box>
        {children}
      </Typography>
    </Stack>
  );
}
