import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCard from '@mui/icons-material/CreditCard';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useFormatters } from '../FormatProvider';
import { PayDeadline } from '../PayDeadline';
import { formatCurrency } from '../../lib/format';
import type { BookedStep_booking$key } from './__generated__/BookedStep_booking.graphql';
import { span } from './bookingRules';

// The pay dialog (formik, yup, the card fields) loads while the user reads this step.
const loadPayDialog = () => import('./PayBookingDialog');
const PayBookingDialog = lazy(() => loadPayDialog().then((m) => ({ default: m.PayBookingDialog })));

/**
 * The booking form's last step (docs/screens.md, "Booking form"): the request is made
 * and holds its slot until the payment deadline; pay now, or see it among one's bookings.
 */
export function BookedStep({
  booking,
  onClose,
  onPaid,
}: {
  booking: BookedStep_booking$key;
  onClose: () => void;
  onPaid?: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment BookedStep_booking on Booking {
        startsAt
        endsAt
        durationMinutes
        totalPrice
        status
        payBy
        decideBy
        space {
          name
        }
        ...PayBookingDialog_booking
      }
    `,
    booking,
  );
  const format = useFormatters();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const awaiting = data.status === 'AWAITING_APPROVAL';

  // The form is gone: focus what replaced it, so a screen reader reads the outcome.
  useEffect(() => {
    void loadPayDialog();
    summary.current?.focus();
  }, []);

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2} ref={summary} tabIndex={-1} sx={{ outline: 'none' }}>
          <Alert severity="success" role="status">
            {awaiting
              ? 'Pedido enviado! Este espaço exige aprovação: o horário fica guardado para você até a decisão, e avisaremos por e-mail. O pagamento vem depois da aprovação.'
              : 'Reserva solicitada! Ela fica reservada para você até o prazo de pagamento.'}
          </Alert>
          <Typography>
            <strong>{data.space.name}</strong>
            <br />
            {format.date(data.startsAt)}, {format.time(data.startsAt)}–{format.time(data.endsAt)} ({span(data.durationMinutes)})
            <br />
            Total: <strong>{formatCurrency(data.totalPrice)}</strong>
          </Typography>
          {awaiting ? (
            data.decideBy && (
              <Typography variant="body2" color="text.secondary">
                {`Sem decisão até ${format.dateTime(data.decideBy)}, o pedido é recusado automaticamente.`}
              </Typography>
            )
          ) : (
            <PayDeadline payBy={data.payBy} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          onClick={() => {
            onClose();
            void navigate('/my-bookings');
          }}
        >
          Ver minhas reservas
        </Button>
        {!awaiting && (
          <Button variant="contained" startIcon={<CreditCard />} onClick={() => setPaying(true)} sx={{ ml: '0 !important' }}>
            Pagar agora
          </Button>
        )}
      </DialogActions>
      {paying && (
        <Suspense fallback={null}>
          <PayBookingDialog
            booking={data}
            open
            onClose={() => setPaying(false)}
            onPaid={() => {
              onPaid?.();
              onClose();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
