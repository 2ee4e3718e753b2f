import { useMemo, useTransition } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useToast } from '../../components/ToastProvider';
import { describeError } from '../../relay/errors';
import { graphql, useFragment } from 'react-relay';
import type { BookingCard_booking$key } from './__generated__/BookingCard_booking.graphql';
import type {
  BookingCardList_bookings$data,
  BookingCardList_bookings$key,
} from './__generated__/BookingCardList_bookings.graphql';
import { SeriesGroup, groupBySeries } from '../../components/booking/SeriesGroup';
import { BookingCard } from './BookingCard';

export const PAGE_SIZE = 10;

type Node = { readonly id: string } & BookingCard_booking$key & BookingCardList_bookings$key[number];
type Listed = BookingCardList_bookings$data[number];

/**
 * A page of booking cards with 'Carregar mais' (shared by the three tabs); the
 * occurrences of a series on the loaded pages share one row.
 */
export function BookingCardList({
  edges,
  hasNext,
  isLoadingNext,
  loadNext,
  empty,
}: {
  edges: readonly { readonly node: Node }[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => void;
  empty: ReactNode;
}) {
  const nodes = useMemo(() => edges.map((e) => e.node), [edges]);
  const listed = useFragment(
    graphql`
      fragment BookingCardList_bookings on Booking @relay(plural: true) {
        id
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
        ...SeriesGroup_occurrences
      }
    `,
    nodes,
  );
  const items = useMemo(() => groupBySeries<Node, Listed>(nodes, listed), [nodes, listed]);
  const [pending, startTransition] = useTransition();
  const toast = useToast();
  const more = () =>
    startTransition(() =>
      loadNext(PAGE_SIZE, {
        onComplete: (error) => {
          if (!error) return;
          const { title, message } = describeError(error, 'Erro ao carregar reservas');
          toast({ title, description: message, variant: 'destructive' });
        },
      }),
    );
  if (edges.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        {empty}
      </Paper>
    );
  }
  return (
    <>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {items.map((item) => {
          if ('node' in item) return <BookingCard key={item.node.id} booking={item.node} />;
          const first = item.listed[0];
          return (
            <SeriesGroup
              key={item.seriesId}
              title={`${first?.space.name ?? ''} · série`}
              summary={first?.series?.summary ?? ''}
              occurrences={item.listed}
            >
              {item.nodes.map((node) => (
                <BookingCard key={node.id} booking={node} />
              ))}
            </SeriesGroup>
          );
        })}
      </Box>
      {hasNext && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            disabled={isLoadingNext || pending}
            onClick={more}
          >
            {isLoadingNext ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </Box>
      )}
    </>
  );
}

/** An empty tab: a sentence and, where it helps, a way forward. */
export function EmptyBookings({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: action ? 2 : 0 }}>{title}</Typography>
      {action}
    </>
  );
}
