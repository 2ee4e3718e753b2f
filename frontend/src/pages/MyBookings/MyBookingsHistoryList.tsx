import { graphql, usePaginationFragment } from 'react-relay';
import type { MyBookingsHistoryListPaginationQuery } from './__generated__/MyBookingsHistoryListPaginationQuery.graphql';
import type { MyBookingsHistoryList_query$key } from './__generated__/MyBookingsHistoryList_query.graphql';
import { BookingCardList, EmptyBookings } from './BookingCardList';

/** Past, completed and cancelled bookings (latest first). */
export function MyBookingsHistoryList({ query }: { query: MyBookingsHistoryList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    MyBookingsHistoryListPaginationQuery,
    MyBookingsHistoryList_query$key
  >(
    graphql`
      fragment MyBookingsHistoryList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "MyBookingsHistoryListPaginationQuery") {
        history: bookings(filter: { scope: OWN, group: HISTORY }, first: $count, after: $cursor)
          @connection(key: "MyBookingsHistoryList_history") {
          edges {
            # BookingCardList renders the edges.
            # eslint-disable-next-line relay/unused-fields
            node {
              id
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
      edges={data.history.edges}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      empty={<EmptyBookings title="Seu histórico está vazio." />}
    />
  );
}
