import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { useFormatters } from '../../components/FormatProvider';
import type { AdminDashboardRecentBooking_booking$key } from './__generated__/AdminDashboardRecentBooking_booking.graphql';

/** One of the five most recent bookings: space, user, day and hours, status. */
export function AdminDashboardRecentBooking({
  booking,
  divider,
}: {
  booking: AdminDashboardRecentBooking_booking$key;
  divider: boolean;
}) {
  const b = useFragment(
    graphql`
      fragment AdminDashboardRecentBooking_booking on Booking {
        status
        startsAt
        endsAt
        space {
          name
        }
        user {
          fullName
        }
      }
    `,
    booking,
  );
  const f = useFormatters();
  return (
    <ListItem divider={divider} sx={{ gap: 2, alignItems: 'center', py: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{b.space.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {b.user.fullName || 'Usuário'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {f.date(b.startsAt)} · {f.time(b.startsAt)}–{f.time(b.endsAt)}
        </Typography>
      </Box>
      <BookingStatusChip status={b.status} />
    </ListItem>
  );
}
