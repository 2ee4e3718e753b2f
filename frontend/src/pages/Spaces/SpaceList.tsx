import { startTransition, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { graphql, usePaginationFragment } from 'react-relay';
import { useToast } from '../../components/ToastProvider';
import { SPACES_PAGE_SIZE, resultCountLabel } from '../../lib/spaces';
import { describeError } from '../../relay/errors';
import type { SpaceCard_space$data } from './__generated__/SpaceCard_space.graphql';
import type { SpaceList_query$key } from './__generated__/SpaceList_query.graphql';
import type { SpaceListPaginationQuery } from './__generated__/SpaceListPaginationQuery.graphql';
import { SpaceCard } from './SpaceCard';

/**
 * How many cards the list's first paint holds: those above the fold on a phone and the
 * first row on a desktop. The page's largest paint is the first card's photo; the other
 * cards follow in a transition instead of holding that paint back.
 */
export const FIRST_PAINT_CARDS = 3;

/** The cards' grid: one column on a phone, two on a tablet, three on a desktop. */
export const CARD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The active spaces that match: the count, the cards, 'Carregar mais', the empty state. */
export function SpaceList({
  query,
  onDetails,
  onBook,
  onClearFilters,
}: {
  query: SpaceList_query$key;
  onDetails: (space: SpaceCard_space$data) => void;
  onBook: (spaceId: string) => void;
  onClearFilters: () => void;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<SpaceListPaginationQuery, SpaceList_query$key>(
    graphql`
      fragment SpaceList_query on Query
      @refetchable(queryName: "SpaceListPaginationQuery")
      @argumentDefinitions(
        filter: { type: "SpaceFilter" }
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
      ) {
        spaces(filter: $filter, first: $count, after: $cursor) @connection(key: "SpaceList_spaces", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              ...SpaceCard_space
            }
          }
        }
      }
    `,
    query,
  );
  const toast = useToast();
  const more = () =>
    loadNext(SPACES_PAGE_SIZE, {
      onComplete: (error) => {
        if (!error) return;
        const { message } = describeError(error, 'Erro ao carregar espaços');
        toast({ title: 'Erro ao carregar espaços', description: message, variant: 'destructive' });
      },
    });

  const { totalCount, edges } = data.spaces;
  const [shown, setShown] = useState(FIRST_PAINT_CARDS);
  useEffect(() => {
    if (shown < edges.length) startTransition(() => setShown(edges.length));
  }, [shown, edges.length]);
  return (
    <Stack spacing={2}>
      <Typography role="status" color="text.secondary">
        {resultCountLabel(totalCount)}
      </Typography>
      {edges.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
          <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
            <SearchOff aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
            <Typography variant="h3" component="h2">
              Nenhum espaço encontrado
            </Typography>
            <Typography color="text.secondary">Tente ajustar a busca ou os filtros.</Typography>
            <Button variant="outlined" onClick={onClearFilters}>
              Limpar filtros
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Box sx={CARD_GRID}>
          {edges.slice(0, shown).map(({ node }, position) => (
            <SpaceCard key={node.id} space={node} position={position} onDetails={onDetails} onBook={onBook} />
          ))}
        </Box>
      )}
      {hasNext && (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
          <Button variant="outlined" onClick={more} disabled={isLoadingNext}>
            {isLoadingNext ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
