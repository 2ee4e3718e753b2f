import { Suspense, useEffect, useRef, useState, useTransition } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { AdminLoadErrorBoundary } from '../../components/admin/AdminLoadErrorBoundary';
import { AdminStatGridPlaceholder } from '../../components/admin/AdminStatCard';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingOutline, RowsOutline, TableOutline } from '../../components/ContentSkeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { MOBILE_QUERY } from '../../layout/nav';
import { useRouteQuery } from '../../relay/preload';
import type { AdminUsersPageQuery as Query } from './__generated__/AdminUsersPageQuery.graphql';
import { AdminSecurityPolicy } from './AdminSecurityPolicy';
import { AdminUsersCounts } from './AdminUsersCounts';
import { AdminUsersTable, ERROR_TITLE, LOAD_USERS_FAILED } from './AdminUsersTable';

export const adminUsersPageQuery = graphql`
  query AdminUsersPageQuery($search: String) {
    viewer {
      id
    }
    ...AdminUsersCounts_query
    ...AdminUsersTable_query @arguments(search: $search)
  }
`;

/** /admin/users ('Usuários'): the counts, a search and every user with their role. */
export default function AdminUsersPage() {
  const queryRef = useRouteQuery<Query>();
  return queryRef ? <AdminUsers initialQueryRef={queryRef} /> : null;
}

export function AdminUsers({ initialQueryRef }: { initialQueryRef: PreloadedQuery<Query> }) {
  usePageTitle('Usuários');
  const [queryRef, loadQuery] = useQueryLoader<Query>(adminUsersPageQuery, initialQueryRef);
  const [search, setSearch] = useState('');
  const [isPending, startTransition] = useTransition();
  const [attempt, setAttempt] = useState(0);

  // Typing settles before a request; the rows on screen stay until the new ones arrive.
  const text = useDebouncedValue(search).trim();
  const variables = { search: text || null };
  const loaded = useRef(initialQueryRef.variables.search ?? null);
  useEffect(() => {
    const next = text || null;
    if (next === loaded.current) return;
    loaded.current = next;
    startTransition(() => loadQuery({ search: next }, { fetchPolicy: 'store-and-network' }));
  }, [text, loadQuery]);

  const retry = () => {
    setAttempt((n) => n + 1);
    loadQuery(variables, { fetchPolicy: 'network-only' });
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">Usuários</Typography>
        <Typography color="text.secondary">Veja quem usa o Ágora e conceda ou remova o acesso de administrador.</Typography>
      </Box>

      {queryRef && (
        <ErrorBoundary key={attempt} fallback={null}>
          <Suspense fallback={<AdminStatGridPlaceholder />}>
            <CountsSection queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      )}

      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <AdminSecurityPolicy />
        </Suspense>
      </ErrorBoundary>

      <Box role="search" aria-label="Buscar usuários">
        <TextField
          type="search"
          label="Buscar"
          placeholder="Nome ou e-mail"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth
          slotProps={{
            htmlInput: { 'aria-label': 'Buscar usuários por nome ou e-mail' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ maxWidth: { md: 480 }, bgcolor: 'background.paper' }}
        />
      </Box>

      <Box sx={{ position: 'relative' }}>
        {isPending && <LinearProgress aria-label="Atualizando a lista" sx={{ position: 'absolute', top: -12, left: 0, right: 0 }} />}
        <AdminLoadErrorBoundary title={ERROR_TITLE} message={LOAD_USERS_FAILED} onRetry={retry}>
          <Suspense fallback={<UsersOutline />}>
            {queryRef && <TableSection queryRef={queryRef} />}
          </Suspense>
        </AdminLoadErrorBoundary>
      </Box>
    </Stack>
  );
}

function CountsSection({ queryRef }: { queryRef: PreloadedQuery<Query> }) {
  const data = usePreloadedQuery<Query>(adminUsersPageQuery, queryRef);
  return <AdminUsersCounts query={data} />;
}

function TableSection({ queryRef }: { queryRef: PreloadedQuery<Query> }) {
  const data = usePreloadedQuery<Query>(adminUsersPageQuery, queryRef);
  return <AdminUsersTable query={data} viewerId={data.viewer?.id ?? null} searching={Boolean(queryRef.variables.search)} />;
}

/** The table's outline (the cards' on a phone, where the table becomes cards) while it loads. */
function UsersOutline() {
  return (
    <LoadingOutline label="Carregando usuários...">
      <Box sx={{ [`@media ${MOBILE_QUERY}`]: { display: 'none' } }}>
        <TableOutline columns={5} rows={5} />
      </Box>
      <Box sx={{ display: 'none', [`@media ${MOBILE_QUERY}`]: { display: 'block' } }}>
        <RowsOutline rows={4} height={120} />
      </Box>
    </LoadingOutline>
  );
}
