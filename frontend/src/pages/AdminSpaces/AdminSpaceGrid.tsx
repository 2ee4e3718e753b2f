import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import MeetingRoom from '@mui/icons-material/MeetingRoomOutlined';
import { graphql, usePaginationFragment } from 'react-relay';
import { useToast } from '../../components/ToastProvider';
import { SPACES_PAGE_SIZE } from '../../lib/spaces';
import { describeError } from '../../relay/errors';
import type { AdminSpaceCard_space$data } from './__generated__/AdminSpaceCard_space.graphql';
import type { AdminSpaceGrid_query$key } from './__generated__/AdminSpaceGrid_query.graphql';
import type { AdminSpaceGridPaginationQuery } from './__generated__/AdminSpaceGridPaginationQuery.graphql';
import { AdminSpaceCard } from './AdminSpaceCard';
import { DeleteSpaceDialog, type RemovalMode } from './DeleteSpaceDialog';
import { SpaceRulesDialog } from './SpaceRulesDialog';

/** The admin's grid of spaces, newest first, with 'Carregar mais' and the empty states. */
export function AdminSpaceGrid({
  query,
  filtered,
  onCreate,
  onEdit,
  onClearFilters,
  onConnection,
}: {
  query: AdminSpaceGrid_query$key;
  /** A search text or a filter is on: an empty list means "nothing matches". */
  filtered: boolean;
  onCreate: () => void;
  onEdit: (space: AdminSpaceCard_space$data) => void;
  onClearFilters: () => void;
  /** The list's connection, where a new space goes. */
  onConnection: (id: string) => void;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminSpaceGridPaginationQuery, AdminSpaceGrid_query$key>(
    graphql`
      fragment AdminSpaceGrid_query on Query
      @refetchable(queryName: "AdminSpaceGridPaginationQuery")
      @argumentDefinitions(
        filter: { type: "SpaceFilter" }
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
      ) {
        spaces(filter: $filter, first: $count, after: $cursor) @connection(key: "AdminSpaceGrid_spaces", filters: ["filter"]) {
          __id
          edges {
            node {
              id
              ...AdminSpaceCard_space
            }
          }
        }
      }
    `,
    query,
  );
  const toast = useToast();
  const [deleting, setDeleting] = useState<{ id: string; name: string; mode?: RemovalMode } | null>(null);
  const [scheduling, setScheduling] = useState<{ id: string; name: string } | null>(null);
  const connectionId = data.spaces.__id;
  useEffect(() => onConnection(connectionId), [connectionId, onConnection]);

  const more = () =>
    loadNext(SPACES_PAGE_SIZE, {
      onComplete: (error) => {
        if (!error) return;
        const { message } = describeError(error, 'Erro ao carregar espaços');
        toast({ title: 'Erro ao carregar espaços', description: message, variant: 'destructive' });
      },
    });

  // A space deleted while another search was on screen stays in that cached list as an
  // edge without a node (its record is gone): skip it.
  const edges = data.spaces.edges.filter((edge) => (edge.node as typeof edge.node | null) != null);
  return (
    <>
      {edges.length === 0 ? (
        <EmptyState filtered={filtered} onCreate={onCreate} onClearFilters={onClearFilters} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {edges.map(({ node }) => (
            <AdminSpaceCard
              key={node.id}
              space={node}
              onEdit={onEdit}
              onRules={setScheduling}
              onDelete={setDeleting}
              onDeactivate={setDeleting}
            />
          ))}
        </Box>
      )}
      {hasNext && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={more} disabled={isLoadingNext}>
            {isLoadingNext ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </Box>
      )}
      <DeleteSpaceDialog space={deleting} onClose={() => setDeleting(null)} connectionId={connectionId} />
      <SpaceRulesDialog space={scheduling} onClose={() => setScheduling(null)} />
    </>
  );
}

function EmptyState({
  filtered,
  onCreate,
  onClearFilters,
}: {
  filtered: boolean;
  onCreate: () => void;
  onClearFilters: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <MeetingRoom aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
        {filtered ? (
          <>
            <Typography variant="h3" component="h2">
              Nenhum espaço encontrado
            </Typography>
            <Typography color="text.secondary">Nenhum espaço corresponde à busca ou aos filtros.</Typography>
            <Button variant="outlined" onClick={onClearFilters}>
              Limpar filtros
            </Button>
          </>
        ) : (
          <>
            <Typography variant="h3" component="h2">
              Nenhum espaço cadastrado
            </Typography>
            <Typography color="text.secondary">Cadastre o primeiro espaço para que os usuários possam reservá-lo.</Typography>
            <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
              Cadastrar primeiro espaço
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
