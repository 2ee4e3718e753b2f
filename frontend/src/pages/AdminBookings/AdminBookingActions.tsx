import { useState } from 'react';
import Button from '@mui/material/Button';
import DoneAll from '@mui/icons-material/DoneAll';
import EventBusy from '@mui/icons-material/EventBusy';
import ThumbDown from '@mui/icons-material/ThumbDownOutlined';
import ThumbUp from '@mui/icons-material/ThumbUpOutlined';
import { graphql, useFragment } from 'react-relay';
import Typography from '@mui/material/Typography';
import { useSessionStore } from '../../auth/SessionProvider';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { serverNow } from '../../lib/serverTime';
import { formatCurrency } from '../../lib/format';
import { useFormatters } from '../../components/FormatProvider';
import type { AdminBookingActions_booking$key } from './__generated__/AdminBookingActions_booking.graphql';
import { AdminCancelBookingDialog } from './AdminCancelBookingDialog';
import { allowedActions, COMPLETE_AFTER_END, useBookingStatusActions } from './useBookingStatusActions';

/**
 * The status changes the state machine allows for a booking (docs/booking-lifecycle.md):
 * 'Aprovar' and 'Recusar' (a request awaiting approval; a series' occurrence decides the
 * whole series), 'Cancelar' (pending or confirmed, with a reason; a paid one is refunded)
 * and 'Marcar como realizada' (confirmed, once it has ended), each after a confirmation.
 */
export function AdminBookingActions({ booking }: { booking: AdminBookingActions_booking$key }) {
  const b = useFragment(
    graphql`
      fragment AdminBookingActions_booking on Booking {
        id
        status
        endsAt
        totalPrice
        decideBy
        series {
          id
        }
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
  const actions = useBookingStatusActions();
  const session = useSessionStore();
  const [confirming, setConfirming] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [declining, setDeclining] = useState(false);
  const f = useFormatters();
  const series = Boolean(b.series);
  const allowed = allowedActions(b.status, b.endsAt, new Date(serverNow(session.accessToken())));
  const who = b.user.fullName || 'Usuário';
  return (
    <>
      {allowed.decide && (
        <>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<ThumbUp />}
            disabled={actions.busy}
            onClick={() => setApproving(true)}
            aria-label={`Aprovar: ${b.space.name}, ${who}`}
          >
            {series ? 'Aprovar série' : 'Aprovar'}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<ThumbDown />}
            disabled={actions.busy}
            onClick={() => setDeclining(true)}
            aria-label={`Recusar: ${b.space.name}, ${who}`}
          >
            {series ? 'Recusar série' : 'Recusar'}
          </Button>
          {b.decideBy && (
            <Typography variant="caption" color="text.secondary">
              {`Sem decisão até ${f.dateTime(b.decideBy)}, o pedido é recusado automaticamente.`}
            </Typography>
          )}
          <ConfirmDialog
            open={approving}
            title={series ? 'Aprovar a série?' : 'Aprovar pedido?'}
            message={
              series
                ? `Todas as ocorrências da série de ${who} em ${b.space.name} que aguardam aprovação ficarão pendentes de pagamento, e ${who} receberá um e-mail.`
                : `O pedido de ${who} em ${b.space.name} ficará pendente de pagamento, e ${who} receberá um e-mail com o prazo para pagar.`
            }
            confirmLabel={series ? 'Aprovar série' : 'Aprovar'}
            cancelLabel="Voltar"
            onConfirm={() => void actions.approve(b.id, series)}
            onClose={() => setApproving(false)}
          />
          <AdminCancelBookingDialog
            open={declining}
            who={who}
            spaceName={b.space.name}
            paid={null}
            decline={{ series }}
            onConfirm={(reason) => void actions.decline(b.id, reason, series)}
            onClose={() => setDeclining(false)}
          />
        </>
      )}
      {allowed.showComplete && (
        <>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<DoneAll />}
            disabled={actions.busy || !allowed.complete}
            onClick={() => setCompleting(true)}
            aria-label={`Marcar como realizada: ${b.space.name}, ${who}`}
          >
            Marcar como realizada
          </Button>
          {!allowed.complete && (
            <Typography variant="caption" color="text.secondary">
              {COMPLETE_AFTER_END}
            </Typography>
          )}
        </>
      )}
      <ConfirmDialog
        open={completing}
        title="Marcar como realizada?"
        message={`A reserva de ${who} em ${b.space.name} passará para o histórico como realizada.`}
        confirmLabel="Marcar como realizada"
        cancelLabel="Voltar"
        onConfirm={() => void actions.complete(b.id)}
        onClose={() => setCompleting(false)}
      />
      {allowed.cancel && (
        <>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<EventBusy />}
            disabled={actions.busy}
            onClick={() => setConfirming(true)}
            aria-label={`Cancelar: ${b.space.name}, ${who}`}
          >
            Cancelar
          </Button>
          <AdminCancelBookingDialog
            open={confirming}
            who={who}
            spaceName={b.space.name}
            paid={b.status === 'CONFIRMED' ? formatCurrency(b.totalPrice) : null}
            onConfirm={(reason) => void actions.cancel(b.id, reason)}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </>
  );
}
