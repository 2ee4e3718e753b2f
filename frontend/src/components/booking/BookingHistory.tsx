import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useFormatters } from '../FormatProvider';
import { formatCurrency } from '../../lib/format';
import type { BookingHistoryQuery } from './__generated__/BookingHistoryQuery.graphql';
import type { BookingEventKind, BookingHistory_booking$key } from './__generated__/BookingHistory_booking.graphql';

const KIND_LABEL: Partial<Record<BookingEventKind, string>> = {
  CREATED: 'Solicitada',
  PAID: 'Paga',
  RESCHEDULED: 'Reagendada',
  CANCELLED: 'Cancelada',
  EXPIRED: 'Expirada',
  COMPLETED: 'Realizada',
  REFUNDED: 'Reembolsada',
  APPROVED: 'Aprovada',
  DECLINED: 'Recusada',
};

/**
 * A booking's history, oldest first (docs/booking-lifecycle.md, "History"): what
 * happened, when, by whom, why and what money moved. Loaded when shown.
 */
export function BookingHistory({ bookingId, titleId }: { bookingId: string; titleId: string }) {
  const { node } = useLazyLoadQuery<BookingHistoryQuery>(
    graphql`
      query BookingHistoryQuery($id: ID!) {
        node(id: $id) {
          ...BookingHistory_booking @alias(as: "booking")
        }
      }
    `,
    { id: bookingId },
    { fetchPolicy: 'store-and-network' },
  );
  return <Events booking={node?.booking ?? null} titleId={titleId} />;
}

/** The events themselves; a mutation that changes a booking spreads this to refresh them. */
function Events({ booking, titleId }: { booking: BookingHistory_booking$key | null; titleId: string }) {
  const data = useFragment(
    graphql`
      fragment BookingHistory_booking on Booking {
        history {
          kind
          at
          actor
          actorName
          reason
          charged
          refunded
        }
      }
    `,
    booking,
  );
  const f = useFormatters();
  const events = data?.history ?? [];
  if (events.length === 0) {
    return <Typography color="text.secondary">Sem alterações registradas.</Typography>;
  }
  return (
    <Box component="ol" aria-labelledby={titleId} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
      {events.map((e, i) => (
        <Box
          component="li"
          key={`${e.kind}-${e.at}-${i}`}
          sx={{ pl: 1.5, borderLeft: 3, borderColor: e.kind === 'CANCELLED' || e.kind === 'EXPIRED' || e.kind === 'DECLINED' ? 'error.main' : 'divider' }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {KIND_LABEL[e.kind] ?? 'Alteração'}
            {e.charged != null && ` · cobrado ${formatCurrency(e.charged)}`}
            {e.refunded != null && ` · estorno de ${formatCurrency(e.refunded)}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {f.dateTime(e.at)} · {e.actor === 'SYSTEM' ? 'pelo sistema' : `por ${e.actorName ?? (e.actor === 'ADMIN' ? 'um administrador' : 'o usuário')}`}
          </Typography>
          {e.reason && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Motivo: {e.reason}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
