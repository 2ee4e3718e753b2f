import { Suspense, lazy, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { graphql, useFragment } from 'react-relay';
import { useFormatters } from '../../components/FormatProvider';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { visuallyHidden } from '../../components/booking/visuallyHidden';
import type { NextBookingItem_booking$key } from './__generated__/NextBookingItem_booking.graphql';
import { resourceLabel } from '../../lib/spaces';

// The details dialog's code loads when a booking is first opened.
const BookingDetailsDialog = lazy(() =>
  import('./BookingDetailsDialog').then((m) => ({ default: m.BookingDetailsDialog })),
);

/** Resources shown on the dashboard before '+N' (docs/screens.md, "Lists"). */
const RESOURCES_SHOWN = 2;

/** One of the next bookings; opens its details. */
export function NextBookingItem({ booking, divider }: { booking: NextBookingItem_booking$key; divider: boolean }) {
  const data = useFragment(
    graphql`
      fragment NextBookingItem_booking on Booking {
        status
        startsAt
        endsAt
        space {
          name
          resources
        }
        ...BookingDetailsDialog_booking
      }
    `,
    booking,
  );
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays its transition.
  const [opened, setOpened] = useState(false);
  const resources = data.space.resources;
  const extra = resources.length - RESOURCES_SHOWN;

  return (
    <ListItem disablePadding divider={divider}>
      <ListItemButton
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        sx={{ py: 1.5, gap: 2 }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box component="span" sx={visuallyHidden}>
            Ver detalhes:{' '}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{data.space.name}</Typography>
            <BookingStatusChip status={data.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {format.date(data.startsAt)} · {format.time(data.startsAt)}–{format.time(data.endsAt)}
          </Typography>
          {resources.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
              {resources.slice(0, RESOURCES_SHOWN).map((r) => (
                <Chip key={r} label={resourceLabel(r)} size="small" variant="outlined" />
              ))}
              {extra > 0 && <Chip label={`+${extra}`} size="small" variant="outlined" />}
            </Stack>
          )}
        </Box>
        <ChevronRight aria-hidden="true" sx={{ color: 'text.secondary' }} />
      </ListItemButton>
      {opened && (
        <Suspense fallback={null}>
          <BookingDetailsDialog booking={data} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ListItem>
  );
}
