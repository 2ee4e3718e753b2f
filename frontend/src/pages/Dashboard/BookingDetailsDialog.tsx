import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { graphql, useFragment } from 'react-relay';
import { useFormatters } from '../../components/FormatProvider';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { span } from '../../components/booking/bookingRules';
import { formatCurrency } from '../../lib/format';
import type { BookingDetailsDialog_booking$key } from './__generated__/BookingDetailsDialog_booking.graphql';
import { resourceLabel } from '../../lib/spaces';

/** A booking's details: space, date, time range, total, resources, status, notes. */
export function BookingDetailsDialog({
  booking,
  open,
  onClose,
}: {
  booking: BookingDetailsDialog_booking$key;
  open: boolean;
  onClose: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment BookingDetailsDialog_booking on Booking {
        status
        startsAt
        endsAt
        durationMinutes
        totalPrice
        notes
        space {
          name
          resources
        }
      }
    `,
    booking,
  );
  const format = useFormatters();
  const titleId = useId();

  const rows: [string, ReactNode][] = [
    ['Espaço', data.space.name],
    ['Data', format.date(data.startsAt)],
    ['Horário', `${format.time(data.startsAt)}–${format.time(data.endsAt)} (${span(data.durationMinutes)})`],
    ['Total', formatCurrency(data.totalPrice)],
    [
      'Recursos',
      data.space.resources.length > 0 ? (
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
          {data.space.resources.map((r) => (
            <Chip key={r} label={resourceLabel(r)} size="small" variant="outlined" component="span" />
          ))}
        </Box>
      ) : (
        'Nenhum'
      ),
    ],
    ['Status', <BookingStatusChip key="status" status={data.status} />],
    ['Observações', data.notes || 'Nenhuma'],
  ];

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Detalhes da reserva</DialogTitle>
      {/* Scrolls on a short screen (200 % zoom): focusable, so that the keyboard can scroll it. */}
      <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25, m: 0, alignItems: 'center' }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
