import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CreditCard from '@mui/icons-material/CreditCard';
import { useNavigate } from 'react-router-dom';
import { useFormatters } from '../FormatProvider';
import { PayDeadline } from '../PayDeadline';
import { formatCurrency } from '../../lib/format';
import type { useSeriesMutationsCreateMutation$data } from './__generated__/useSeriesMutationsCreateMutation.graphql';
import { usePayBookingSeriesMutation } from './useSeriesMutations';

const CardPaymentDialog = lazy(() => import('./PayBookingDialog').then((m) => ({ default: m.CardPaymentDialog })));

type Written = useSeriesMutationsCreateMutation$data['createBookingSeries'];

/**
 * The form's last step for a series: every occurrence requested, one deadline for all,
 * one payment for all (docs/scheduling.md, "Series").
 */
export function SeriesBookedStep({
  written,
  onClose,
  onPaid,
}: {
  written: Written;
  onClose: () => void;
  onPaid?: () => void;
}) {
  const format = useFormatters();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [pay, inFlight] = usePayBookingSeriesMutation();
  const summary = useRef<HTMLDivElement>(null);
  const { series, bookings } = written;
  const total = bookings.reduce((sum, b) => sum + Number(b.totalPrice), 0);
  const payBy = bookings[0]?.payBy;
  const awaiting = bookings[0]?.status === 'AWAITING_APPROVAL';

  useEffect(() => {
    summary.current?.focus();
  }, []);

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2} ref={summary} tabIndex={-1} sx={{ outline: 'none' }}>
          <Alert severity="success" role="status">
            {awaiting
              ? `Pedido de série enviado! Este espaço exige aprovação: ${bookings.length === 1 ? 'o horário fica guardado' : `os ${bookings.length} horários ficam guardados`} para você até a decisão, que vale para a série inteira. O pagamento vem depois da aprovação.`
              : `Série solicitada! ${bookings.length} ${bookings.length === 1 ? 'reserva fica' : 'reservas ficam'} reservadas para você até o prazo de pagamento.`}
          </Alert>
          <Typography>
            <strong>{series.space.name}</strong>
            <br />
            {series.summary}
            <br />
            Total: <strong>{formatCurrency(total)}</strong>
          </Typography>
          <Box component="ul" aria-label="Reservas da série" sx={{ m: 0, pl: 2.5, maxHeight: 200, overflowY: 'auto' }}>
            {bookings.map((b) => (
              <li key={b.id}>
                {format.date(b.startsAt)}, {format.time(b.startsAt)}–{format.time(b.endsAt)} · {formatCurrency(b.totalPrice)}
              </li>
            ))}
          </Box>
          {!awaiting && <PayDeadline payBy={payBy} many={bookings.length > 1} />}
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
            Pagar série
          </Button>
        )}
      </DialogActions>
      {paying && (
        <Suspense fallback={null}>
          <CardPaymentDialog
            open
            onClose={() => setPaying(false)}
            onPaid={() => {
              onPaid?.();
              onClose();
            }}
            paying={inFlight}
            pay={() => pay({ variables: { input: { seriesId: series.id } } })}
            summary={`${series.space.name} · ${series.summary}`}
            total={total}
            payBy={payBy}
            paid={{ title: 'Série confirmada!', description: 'Pagamento aprovado. Todas as reservas da série estão confirmadas.' }}
          />
        </Suspense>
      )}
    </>
  );
}
