import { Suspense, lazy, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import DoneAll from '@mui/icons-material/DoneAll';
import EventBusy from '@mui/icons-material/EventBusy';
import EventRepeat from '@mui/icons-material/EventRepeat';
import ThumbDown from '@mui/icons-material/ThumbDownOutlined';
import ThumbUp from '@mui/icons-material/ThumbUpOutlined';
import { graphql, useFragment } from 'react-relay';
import Typography from '@mui/material/Typography';
import { useSessionStore } from '../../auth/SessionProvider';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { serverNow } from '../../lib/serverTime';
import { formatCurrency } from '../../lib/format';
import { focusAfterAction, mainContent } from '../../lib/focusAfterAction';
import { useFormatters } from '../../components/FormatProvider';
import type { AdminBookingActions_booking$key } from './__generated__/AdminBookingActions_booking.graphql';
import { AdminCancelBookingDialog } from './AdminCancelBookingDialog';
import { allowedActions, COMPLETE_AFTER_END, useBookingStatusActions } from './useBookingStatusActions';

// The booking form, for 'Reagendar', loads on first use.
const loadFormDialog = () => import('../../components/booking/BookingFormDialog');
const BookingFormDialog = lazy(loadFormDialog);

/**
 * The status changes the state machine allows for a booking (docs/booking-lifecycle.md):
 * 'Aprovar' and 'Recusar' (a request awaiting approval; a series' occurrence decides the
 * whole series), 'Reagendar' (pending or confirmed, until it ends; an occurrence may take
 * the later ones with it), 'Cancelar' (pending or confirmed, with a reason; a paid one is
 * refunded; an occurrence may take the later ones with it) and 'Marcar como realizada'
 * (confirmed, once it has ended), each after a confirmation. `part`: 'decision' shows only
 * the approval buttons (a series' row decides for its occurrences), 'others' all but them.
 */
export function AdminBookingActions({
  booking,
  part = 'all',
}: {
  booking: AdminBookingActions_booking$key;
  part?: 'all' | 'decision' | 'others';
}) {
  const b = useFragment(
    graphql`
      fragment AdminBookingActions_booking on Booking {
        id
        status
        startsAt
        endsAt
        totalPrice
        decideBy
        series {
          id
        }
        space {
          id
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
  const [moving, setMoving] = useState(false);
  const [moveRequested, setMoveRequested] = useState(false);
  const f = useFormatters();
  const series = Boolean(b.series);
  const allowed = allowedActions(b.status, b.endsAt, new Date(serverNow(session.accessToken())));
  const who = b.user.fullName || 'Usuário';
  // Which booking a button acts on, for a reader that lists buttons out of context.
  const which = `${b.space.name}, ${who}, ${f.date(b.startsAt)} ${f.time(b.startsAt)}`;
  // A decision or a cancellation removes the button that had focus (the dialog gives it
  // back to a button that is gone): the row's (or the series row's) title takes it.
  const row = useRef<HTMLElement | null>(null);
  const note = (event: MouseEvent<HTMLElement>) => {
    row.current = event.currentTarget.closest('article, section');
  };
  const refocus = () =>
    focusAfterAction([() => row.current?.querySelector<HTMLElement>('h2[tabindex="-1"]'), mainContent]);
  const decision = part !== 'others';
  const others = part !== 'decision';
  // Stable while the booking is: the form derives its free hours from it.
  const moveTarget = useMemo(
    () => ({
      bookingId: b.id,
      status: b.status,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      totalPrice: b.totalPrice,
      inSeries: series,
      byAdmin: true,
      owner: who,
    }),
    [b.id, b.status, b.startsAt, b.endsAt, b.totalPrice, series, who],
  );
  return (
    <>
      {decision && allowed.decide && (
        <>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<ThumbUp />}
            disabled={actions.busy}
            onClick={(e) => {
              note(e);
              setApproving(true);
            }}
            aria-label={`Aprovar: ${which}`}
          >
            {series ? 'Aprovar série' : 'Aprovar'}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<ThumbDown />}
            disabled={actions.busy}
            onClick={(e) => {
              note(e);
              setDeclining(true);
            }}
            aria-label={`Recusar: ${which}`}
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
            onConfirm={() => void actions.approve(b.id, series).then(refocus)}
            onClose={() => setApproving(false)}
          />
          <AdminCancelBookingDialog
            open={declining}
            who={who}
            spaceName={b.space.name}
            paid={null}
            decline={{ series }}
            onConfirm={(reason) => void actions.decline(b.id, reason, series).then(refocus)}
            onClose={() => setDeclining(false)}
          />
        </>
      )}
      {others && allowed.move && (
        <>
          <Button
            size="small"
            variant="outlined"
            startIcon={<EventRepeat />}
            onMouseEnter={() => void loadFormDialog()}
            onFocus={() => void loadFormDialog()}
            onClick={() => {
              setMoveRequested(true);
              setMoving(true);
            }}
            aria-haspopup="dialog"
            aria-label={`Reagendar: ${which}`}
          >
            Reagendar
          </Button>
          {moveRequested && (
            <Suspense fallback={null}>
              <BookingFormDialog open={moving} onClose={() => setMoving(false)} spaceId={b.space.id} reschedule={moveTarget} />
            </Suspense>
          )}
        </>
      )}
      {others && allowed.showComplete && (
        <>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<DoneAll />}
            disabled={actions.busy || !allowed.complete}
            onClick={(e) => {
              note(e);
              setCompleting(true);
            }}
            aria-label={`Marcar como realizada: ${which}`}
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
        onConfirm={() => void actions.complete(b.id).then(refocus)}
        onClose={() => setCompleting(false)}
      />
      {others && allowed.cancel && (
        <>
          <Button
            size="small"
            variant="outlined"
            color="error"
            startIcon={<EventBusy />}
            disabled={actions.busy}
            onClick={(e) => {
              note(e);
              setConfirming(true);
            }}
            aria-label={`Cancelar: ${which}`}
          >
            Cancelar
          </Button>
          <AdminCancelBookingDialog
            open={confirming}
            who={who}
            spaceName={b.space.name}
            paid={b.status === 'CONFIRMED' ? formatCurrency(b.totalPrice) : null}
            inSeries={series}
            onConfirm={(reason, following) =>
              void (following ? actions.cancelFollowing(b.id, reason) : actions.cancel(b.id, reason)).then(refocus)
            }
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </>
  );
}
