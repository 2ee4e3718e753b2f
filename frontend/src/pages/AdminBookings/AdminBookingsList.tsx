import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventNote from '@mui/icons-material/EventNoteOutlined';
import { ConnectionHandler, graphql, useFragment, usePaginationFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useFormatters } from '../../components/FormatProvider';
import { useToast } from '../../components/ToastProvider';
import { BookingStatusChip } from '../../components/booking/BookingStatusChip';
import { SeriesGroup, groupBySeries } from '../../components/booking/SeriesGroup';
import { formatInteger } from '../../lib/format';
import { describeError } from '../../relay/errors';
import type { AdminBookingDetailsDialog_booking$key } from './__generated__/AdminBookingDetailsDialog_booking.graphql';
import type { AdminBookingsList_query$data, AdminBookingsList_query$key } from './__generated__/AdminBookingsList_query.graphql';
import type { AdminBookingsList_listed$data, AdminBookingsList_listed$key } from './__generated__/AdminBookingsList_listed.graphql';
import type { AdminBookingsListPaginationQuery } from './__generated__/AdminBookingsListPaginationQuery.graphql';
import type { AdminBookingsListSubscription } from './__generated__/AdminBookingsListSubscription.graphql';
import { AdminBookingActions } from './AdminBookingActions';
import { AdminBookingDetailsDialog } from './AdminBookingDetailsDialog';
import { AdminBookingRow } from './AdminBookingRow';
import { useRefreshBookingCounts } from './AdminBookingsCounts';
import { isFiltered, matchesFilter } from './bookingFilter';
import type { BookingFilterInput } from './bookingFilter';

export const ADMIN_BOOKINGS_PAGE_SIZE = 20;
const LOAD_FAILED = 'Erro ao carregar reservas';

type Node = AdminBookingsList_query$data['bookings']['edges'][number]['node'];
type Listed = AdminBookingsList_listed$data[number];

const STATUS_ORDER = ['AWAITING_APPROVAL', 'PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED'];

/** '1 reserva', '12 reservas', or for a broad search counted up to its cap, 'Mais de 1.000 reservas'. */
function countLabel(total: number, atLeast: boolean): string {
  if (atLeast) return `Mais de ${formatInteger(total)} reservas`;
  return total === 1 ? '1 reserva' : `${formatInteger(total)} reservas`;
}

/**
 * Every booking matching the filter, newest created first, with 'Carregar mais'; the
 * occurrences of a series on the loaded pages share one row. Live: a booking made or
 * changed anywhere (`bookingChanged`) updates its row in place, or joins the top of the
 * list when it is new and matches the filter; the counts reload.
 */
export function AdminBookingsList({
  query,
  filter,
  onClearFilters,
}: {
  query: AdminBookingsList_query$key;
  /** The filter the list was loaded with. */
  filter: BookingFilterInput;
  onClearFilters: () => void;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminBookingsListPaginationQuery, AdminBookingsList_query$key>(
    graphql`
      fragment AdminBookingsList_query on Query
      @refetchable(queryName: "AdminBookingsListPaginationQuery")
      @argumentDefinitions(
        filter: { type: "BookingFilter" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        bookings(filter: $filter, first: $count, after: $cursor) @connection(key: "AdminBookingsList_bookings", filters: ["filter"]) {
          __id
          totalCount
          totalCountPrecision
          edges {
            node {
              id
              ...AdminBookingRow_booking
              ...AdminBookingDetailsDialog_booking
              ...AdminBookingActions_booking
              ...AdminBookingsList_listed
            }
          }
        }
      }
    `,
    query,
  );
  const toast = useToast();
  const { options } = useFormatters();
  const refreshCounts = useRefreshBookingCounts();
  const [details, setDetails] = useState<{ booking: AdminBookingDetailsDialog_booking$key; open: boolean } | null>(null);
  const connectionId = data.bookings.__id;
  const filterKey = JSON.stringify(filter);

  const subscription = useMemo<GraphQLSubscriptionConfig<AdminBookingsListSubscription>>(
    () => ({
      subscription: graphql`
        subscription AdminBookingsListSubscription {
          bookingChanged {
            id
            status
            startsAt
            createdAt
            space {
              name
            }
            user {
              fullName
              email
            }
            ...AdminBookingRow_booking
            ...AdminBookingDetailsDialog_booking
          }
        }
      `,
      variables: {},
      // A booking already listed is updated in place by the store itself (same id).
      updater: (store, response) => {
        const booking = response?.bookingChanged;
        const connection = store.get(connectionId);
        if (!booking || !connection) return;
        const edges = connection.getLinkedRecords('edges') ?? [];
        if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === booking.id)) return;
        if (!matchesFilter(booking, JSON.parse(filterKey) as BookingFilterInput, options.timeZone)) return;
        // Newest created first: an older booking that changed belongs further down the list
        // (perhaps on a page not loaded yet), not at the top.
        const newest = edges[0]?.getLinkedRecord('node')?.getValue('createdAt');
        if (typeof newest === 'string' && Date.parse(booking.createdAt) < Date.parse(newest)) return;
        const record = store.get(booking.id);
        if (!record) return;
        const edge = ConnectionHandler.createEdge(store, connection, record, 'BookingEdge');
        ConnectionHandler.insertEdgeBefore(connection, edge);
        // A lower bound (a broad search) stays what it was: one more says nothing new.
        const total = connection.getValue('totalCount');
        if (typeof total === 'number' && connection.getValue('totalCountPrecision') === 'EXACT') {
          connection.setValue(total + 1, 'totalCount');
        }
      },
      onNext: () => refreshCounts(),
      // The socket reconnects by itself (graphql-ws retries); nothing to show meanwhile.
      onError: (error) => console.warn('bookingChanged failed', error),
    }),
    [connectionId, filterKey, options.timeZone, refreshCounts],
  );
  useSubscription(subscription);

  const more = () =>
    loadNext(ADMIN_BOOKINGS_PAGE_SIZE, {
      onComplete: (error) => {
        if (!error) return;
        toast({ title: LOAD_FAILED, description: describeError(error, LOAD_FAILED).message, variant: 'destructive' });
      },
    });

  const edges = data.bookings.edges;
  const total = data.bookings.totalCount;
  const atLeast = data.bookings.totalCountPrecision === 'AT_LEAST';
  const nodes = useMemo(() => edges.map((e) => e.node), [edges]);
  const listed = useFragment<AdminBookingsList_listed$key>(
    graphql`
      fragment AdminBookingsList_listed on Booking @relay(plural: true) {
        id
        status
        # groupBySeries orders a series' occurrences by their start.
        # eslint-disable-next-line relay/unused-fields
        startsAt
        series {
          id
          summary
        }
        space {
          name
        }
        user {
          fullName
        }
        ...SeriesGroup_occurrences
      }
    `,
    nodes,
  );
  const items = useMemo(() => groupBySeries<Node, Listed>(nodes, listed), [nodes, listed]);
  const row = (node: Node, inGroup: boolean) => (
    <AdminBookingRow
      key={node.id}
      booking={node}
      inGroup={inGroup}
      onDetails={() => setDetails({ booking: node, open: true })}
    />
  );
  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
        {countLabel(total, atLeast)}
        {isFiltered(filter) ? (total === 1 && !atLeast ? ' encontrada com os filtros' : ' encontradas com os filtros') : ''}
      </Typography>
      {edges.length === 0 ? (
        <EmptyState filtered={isFiltered(filter)} onClearFilters={onClearFilters} />
      ) : (
        <Stack spacing={1.5} component="section" aria-label="Lista de reservas">
          {items.map((item) => {
            if ('node' in item) return row(item.node, false);
            const first = item.listed[0];
            const waiting = item.nodes[item.listed.findIndex((l) => l.status === 'AWAITING_APPROVAL')];
            return (
              <SeriesGroup
                key={item.seriesId}
                layout="rows"
                title={`${first?.space.name ?? ''} · série · ${first?.user.fullName || 'Usuário'}`}
                summary={first?.series?.summary ?? ''}
                occurrences={item.listed}
                details={<GroupDetails listed={item.listed} decision={waiting && <AdminBookingActions booking={waiting} part="decision" />} />}
              >
                {item.nodes.map((node) => row(node, true))}
              </SeriesGroup>
            );
          })}
        </Stack>
      )}
      {hasNext && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={more} disabled={isLoadingNext}>
            {isLoadingNext ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </Box>
      )}
      <AdminBookingDetailsDialog
        booking={details?.booking ?? null}
        open={details?.open ?? false}
        onClose={() => setDetails((current) => current && { ...current, open: false })}
      />
    </>
  );
}

/** A series' row: how many of its listed occurrences are in each status, and its decision. */
function GroupDetails({ listed, decision }: { listed: readonly Listed[]; decision: ReactNode }) {
  const counts = STATUS_ORDER.map((status) => [status, listed.filter((l) => l.status === status).length] as const).filter(
    ([, n]) => n > 0,
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {counts.map(([status, n]) => (
          <BookingStatusChip key={status} status={status} count={n} />
        ))}
      </Stack>
      {decision && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          {decision}
        </Stack>
      )}
    </>
  );
}

function EmptyState({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <EventNote aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
        {filtered ? (
          <>
            <Typography variant="h3" component="h2">
              Nenhuma reserva encontrada
            </Typography>
            <Typography color="text.secondary">Nenhuma reserva corresponde à busca ou aos filtros.</Typography>
            <Button variant="outlined" onClick={onClearFilters}>
              Limpar filtros
            </Button>
          </>
        ) : (
          <>
            <Typography variant="h3" component="h2">
              Nenhuma reserva ainda
            </Typography>
            <Typography color="text.secondary">As reservas dos usuários aparecem aqui assim que forem feitas.</Typography>
          </>
        )}
      </Stack>
    </Paper>
  );
}
