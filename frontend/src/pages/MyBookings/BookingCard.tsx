import { Suspense, lazy, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CreditCard from '@mui/icons-material/CreditCard';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Payments from '@mui/icons-material/Payments';
import Schedule from '@mui/icons-material/Schedule';
import { graphql, useFragment } from 'react-relay';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFormatters } from '../../components/FormatProvider';
import { PayDeadline } from '../../components/PayDeadline';
import { useToast } from '../../components/ToastProvider';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { CANCELLATION_POLICY, span } from '../../components/booking/bookingRules';
import { visuallyHidden } from '../../components/booking/visuallyHidden';
import { googleCalendarUrl, outlookCalendarUrl } from '../../lib/calendarLinks';
import { formatCurrency } from '../../lib/format';
import { focusAfterAction, mainContent } from '../../lib/focusAfterAction';
import { describeError } from '../../relay/errors';
import type { BookingCard_booking$key } from './__generated__/BookingCard_booking.graphql';
import { useBookingsSummaryRefresh } from './useBookingsSummaryRefresh';
import { historyConnectionId, useCancelBookingMutation } from './useCancelBookingMutation';
import { useCancelBookingSeriesMutation } from '../../components/booking/useSeriesMutations';
import { resourceLabel } from '../../lib/spaces';

// The pay dialog (with formik, yup and the text fields) loads on the first 'Pagar'.
const loadPayDialog = () => import('../../components/booking/PayBookingDialog');
const PayBookingDialog = lazy(() => loadPayDialog().then((m) => ({ default: m.PayBookingDialog })));
// The booking form, for 'Reagendar'.
const loadFormDialog = () => import('../../components/booking/BookingFormDialog');
const BookingFormDialog = lazy(loadFormDialog);

const RESCHEDULE_TOO_LATE = 'Só é possível reagendar com mais de 2 horas de antecedência.';

/** One of the user's bookings, with 'Pagar' (pending) and 'Cancelar' (while the rule allows). */
export function BookingCard({ booking }: { booking: BookingCard_booking$key }) {
  const data = useFragment(
    graphql`
      fragment BookingCard_booking on Booking {
        id
        status
        startsAt
        endsAt
        durationMinutes
        totalPrice
        notes
        canCancel
        cancelBlockedReason
        payBy
        decideBy
        cancelReason
        series {
          summary
        }
        space {
          id
          name
          resources
        }
        ...PayBookingDialog_booking
      }
    `,
    booking,
  );
  const format = useFormatters();
  const toast = useToast();
  const refreshSummary = useBookingsSummaryRefresh();
  const [cancel, cancelling] = useCancelBookingMutation();
  const [cancelSeries, cancellingSeries] = useCancelBookingSeriesMutation();
  const [confirming, setConfirming] = useState(false);
  const [confirmingSeries, setConfirmingSeries] = useState(false);
  const [paying, setPaying] = useState(false);
  // Mounted from the first 'Pagar' on, so that closing keeps its transition.
  const [payRequested, setPayRequested] = useState(false);
  const [moving, setMoving] = useState(false);
  const [moveRequested, setMoveRequested] = useState(false);
  const moveReasonId = useId();
  // Stable while the booking is: the form derives its free hours from it.
  const moveTarget = useMemo(
    () => ({
      bookingId: data.id,
      status: data.status,
      startsAt: data.startsAt,
      endsAt: data.endsAt,
      totalPrice: data.totalPrice,
      inSeries: Boolean(data.series),
    }),
    [data.id, data.status, data.startsAt, data.endsAt, data.totalPrice, data.series],
  );
  const titleId = useId();
  const reasonId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Paying or cancelling removes the button that had focus: the card's title takes it,
  // or, when the card left its list, the next (else previous) card's title there.
  // The neighbours are noted before the action, while this card is still in the list.
  const focusTargets = () => {
    const own = titleRef.current;
    const list = own?.closest('[role="tabpanel"]');
    const titles = list ? [...list.querySelectorAll<HTMLElement>('h2[tabindex="-1"]')] : [];
    const at = own ? titles.indexOf(own) : -1;
    const next = titles[at + 1];
    const previous = titles[at - 1];
    return [() => titleRef.current, () => next, () => previous, mainContent];
  };

  const when = `${format.date(data.startsAt)}, ${format.time(data.startsAt)}–${format.time(data.endsAt)}`;
  const awaiting = data.status === 'AWAITING_APPROVAL';
  const active = awaiting || data.status === 'PENDING' || data.status === 'CONFIRMED';

  const onCancel = async () => {
    const targets = focusTargets();
    try {
      await cancel({ variables: { input: { bookingId: data.id }, connections: [historyConnectionId()] } });
      toast({ title: awaiting ? 'Pedido retirado' : 'Reserva cancelada', description: `${data.space.name}, ${when}.` });
      focusAfterAction(targets);
      refreshSummary();
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao cancelar reserva');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  const onCancelSeries = async () => {
    const targets = focusTargets();
    try {
      const done = await cancelSeries({ variables: { input: { bookingId: data.id } } });
      const count = done.cancelBookingSeries.bookings.length;
      toast({
        title: 'Reservas canceladas',
        description: `${data.space.name}: ${count} ${count === 1 ? 'reserva cancelada' : 'reservas canceladas'} a partir de ${format.date(data.startsAt)}.`,
      });
      focusAfterAction(targets);
      refreshSummary();
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao cancelar reservas');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  // Which booking a button acts on, for a reader that lists buttons out of context.
  const which = `${data.space.name}, ${format.date(data.startsAt)} ${format.time(data.startsAt)}`;
  const calendarEvent = {
    title: `Reserva: ${data.space.name}`,
    startsAt: data.startsAt,
    endsAt: data.endsAt,
    location: data.space.name,
    details: `Reserva no Ágora · ${formatCurrency(data.totalPrice)}`,
  };

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography id={titleId} ref={titleRef} tabIndex={-1} variant="h3" component="h2">
            {data.space.name}
          </Typography>
          <BookingStatusChip status={data.status} />
        </Stack>
        <Stack spacing={0.75}>
          <Info icon={<CalendarMonth fontSize="small" />} label="Data" value={format.date(data.startsAt)} />
          <Info
            icon={<Schedule fontSize="small" />}
            label="Horário"
            value={`${format.time(data.startsAt)}–${format.time(data.endsAt)} (${span(data.durationMinutes)})`}
          />
          <Info icon={<Payments fontSize="small" />} label="Total" value={formatCurrency(data.totalPrice)} />
          {data.series && <Info icon={<EventRepeat fontSize="small" />} label="Série" value={data.series.summary} />}
        </Stack>
        {data.space.resources.length > 0 && (
          <Box
            component="ul"
            aria-label="Recursos"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
          >
            {data.space.resources.map((r) => (
              <li key={r}>
                <Chip label={resourceLabel(r)} size="small" variant="outlined" />
              </li>
            ))}
          </Box>
        )}
        {data.status === 'PENDING' && <PayDeadline payBy={data.payBy} sx={{ mt: 1.5 }} />}
        {awaiting && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {'Este espaço exige aprovação: o horário fica guardado até a decisão, e o pagamento vem depois. '}
            {data.decideBy && `Sem decisão até ${format.dateTime(data.decideBy)}, o pedido é recusado automaticamente.`}
          </Typography>
        )}
        {data.status === 'CANCELLED' && data.cancelReason && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              Motivo do cancelamento:
            </Box>{' '}
            {data.cancelReason}
          </Typography>
        )}
        {data.notes && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              Observações:
            </Box>{' '}
            {data.notes}
          </Typography>
        )}
        {active && (
          <Typography variant="body2" sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <EventAvailable fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
            <Link href={googleCalendarUrl(calendarEvent)} target="_blank" rel="noopener noreferrer" aria-label={`Adicionar ao Google Agenda: ${which}`}>
              Adicionar ao Google Agenda
            </Link>
            <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
              ·
            </Box>
            <Link href={outlookCalendarUrl(calendarEvent)} target="_blank" rel="noopener noreferrer" aria-label={`Adicionar ao Outlook: ${which}`}>
              Outlook
            </Link>
          </Typography>
        )}
      </CardContent>
      {active && (
        <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          {data.status === 'PENDING' && (
            <Button
              variant="contained"
              startIcon={<CreditCard />}
              aria-label={`Pagar: ${which}`}
              onMouseEnter={() => void loadPayDialog()}
              onFocus={() => void loadPayDialog()}
              onClick={() => {
                setPayRequested(true);
                setPaying(true);
              }}
            >
              Pagar
            </Button>
          )}
          {!awaiting && (
            <Button
              variant="outlined"
              startIcon={<EventRepeat />}
              aria-label={`Reagendar: ${which}`}
              disabled={!data.canCancel}
              onMouseEnter={() => void loadFormDialog()}
              onFocus={() => void loadFormDialog()}
              onClick={() => {
                setMoveRequested(true);
                setMoving(true);
              }}
              aria-describedby={!data.canCancel ? moveReasonId : undefined}
              sx={{ ml: '0 !important' }}
            >
              Reagendar
            </Button>
          )}
          <Button
            color="error"
            variant="outlined"
            aria-label={`${awaiting ? 'Retirar pedido' : 'Cancelar'}: ${which}`}
            disabled={!data.canCancel || cancelling}
            onClick={() => setConfirming(true)}
            aria-describedby={!data.canCancel && data.cancelBlockedReason ? reasonId : undefined}
            sx={{ ml: '0 !important' }}
          >
            {awaiting ? 'Retirar pedido' : 'Cancelar'}
          </Button>
          {data.series && data.canCancel && (
            <Button
              color="error"
              aria-label={`Cancelar esta e as seguintes: ${which}`}
              disabled={cancellingSeries}
              onClick={() => setConfirmingSeries(true)}
              sx={{ ml: '0 !important' }}
            >
              Cancelar esta e as seguintes
            </Button>
          )}
          {!data.canCancel && data.cancelBlockedReason && (
            <Typography id={reasonId} variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
              {data.cancelBlockedReason}
            </Typography>
          )}
          {!data.canCancel && !awaiting && (
            <Typography id={moveReasonId} variant="caption" color="text.secondary" sx={{ flexBasis: '100%', mt: '0 !important' }}>
              {RESCHEDULE_TOO_LATE}
            </Typography>
          )}
        </CardActions>
      )}
      <ConfirmDialog
        open={confirming}
        title={awaiting ? 'Retirar pedido?' : 'Cancelar reserva?'}
        message={
          awaiting
            ? `${data.space.name}, ${when}. O pedido é retirado e o horário fica livre para outras pessoas.`
            : `${data.space.name}, ${when}. ${CANCELLATION_POLICY}`
        }
        confirmLabel={awaiting ? 'Retirar pedido' : 'Cancelar reserva'}
        cancelLabel="Voltar"
        onConfirm={() => void onCancel()}
        onClose={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={confirmingSeries}
        title="Cancelar esta e as seguintes?"
        message={`${data.space.name}: esta reserva (${when}) e todas as seguintes da série. ${CANCELLATION_POLICY}`}
        confirmLabel="Cancelar reservas"
        cancelLabel="Voltar"
        onConfirm={() => void onCancelSeries()}
        onClose={() => setConfirmingSeries(false)}
      />
      {moveRequested && (
        <Suspense fallback={null}>
          <BookingFormDialog
            open={moving}
            onClose={() => setMoving(false)}
            spaceId={data.space.id}
            onBooked={refreshSummary}
            reschedule={moveTarget}
          />
        </Suspense>
      )}
      {payRequested && (
        <Suspense fallback={null}>
          <PayBookingDialog
            booking={data}
            open={paying}
            onClose={() => setPaying(false)}
            onPaid={() => {
              focusAfterAction(focusTargets());
              refreshSummary();
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}

function Info({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <Box sx={{ display: 'flex' }} aria-hidden="true">
        {icon}
      </Box>
      <Typography variant="body2">
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        <Box component="span" sx={{ color: 'text.primary' }}>
          {value}
        </Box>
      </Typography>
    </Stack>
  );
}
