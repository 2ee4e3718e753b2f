import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { graphql, usePaginationFragment } from 'react-relay';
import type { MyBookingsUpcomingListPaginationQuery } from './__generated__/MyBookingsUpcomingListPaginationQuery.graphql';
import type { MyBookingsUpcomingList_query$key } from './__generated__/MyBookingsUpcomingList_query.graphql';
import { BookingCardList, EmptyBookings } from './BookingCardList';

/** Upcoming bookings (pending or confirmed, soonest first). */
export function MyBookingsUpcomingList({ query }: { query: MyBookingsUpcomingList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    MyBookingsUpcomingListPaginationQuery,
    MyBookingsUpcomingList_query$key
  >(
    graphql`
      fragment MyBookingsUpcomingList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "MyBookingsUpcomingListPaginationQuery") {
        upcoming: bookings(filter: { scope: OWN, group: UPCOMING }, first: $count, after: $cursor)
          @connection(key: "MyBookingsUpcomingList_upcoming") {
          edges {
            # BookingCardList renders the edges.
            # eslint-disable-next-line relay/unused-fields
            node {
              id
              # A booking cancelled (or expired) on this page leaves the list at once.
              status
              # eslint-disable-next-line relay/must-colocate-fragment-spreads
              ...BookingCard_booking
              # eslint-disable-next-line relay/must-colocate-fragment-spreads
              ...BookingCardList_bookings
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <BookingCardList
      edges={data.upcoming.edges.filter((e) => e.node.status !== 'CANCELLED')}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      empty={<EmptyBookings title="Você não tem reservas próximas." action={<Button component={RouterLink} to="/spaces" variant="contained">Buscar Espaços</Button>} />}
    />
  );
}
