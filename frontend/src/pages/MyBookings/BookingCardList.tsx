import { useTransition } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useToast } from '../../components/ToastProvider';
import { describeError } from '../../relay/errors';
import type { BookingCard_booking$key } from './__generated__/BookingCard_booking.graphql';
import { BookingCard } from './BookingCard';

export const PAGE_SIZE = 10;

/** A page of booking cards with 'Carregar mais' (shared by the three tabs). */
export function BookingCardList({
  edges,
  hasNext,
  isLoadingNext,
  loadNext,
  empty,
}: {
  edges: readonly { readonly node: { readonly id: string } & BookingCard_booking$key }[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => void;
  empty: ReactNode;
}) {
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
        {edges.map(({ node }) => (
          <BookingCard key={node.id} booking={node} />
        ))}
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
