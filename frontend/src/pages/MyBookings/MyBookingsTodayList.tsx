import { graphql, usePaginationFragment } from 'react-relay';
import type { MyBookingsTodayListPaginationQuery } from './__generated__/MyBookingsTodayListPaginationQuery.graphql';
import type { MyBookingsTodayList_query$key } from './__generated__/MyBookingsTodayList_query.graphql';
import { BookingCardList, EmptyBookings } from './BookingCardList';

/** Today's bookings (pending or confirmed, earliest first). */
export function MyBookingsTodayList({ query }: { query: MyBookingsTodayList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    MyBookingsTodayListPaginationQuery,
    MyBookingsTodayList_query$key
  >(
    graphql`
      fragment MyBookingsTodayList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "MyBookingsTodayListPaginationQuery") {
        today: bookings(filter: { scope: OWN, group: TODAY }, first: $count, after: $cursor)
          @connection(key: "MyBookingsTodayList_today") {
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
      edges={data.today.edges.filter((e) => e.node.status !== 'CANCELLED')}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      empty={<EmptyBookings title="Nenhuma reserva para hoje." />}
    />
  );
}
