import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../auth/SessionProvider';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/ToastProvider';
import { MOBILE_QUERY, VISUALLY_HIDDEN } from '../../layout/nav';
import { formatInteger } from '../../lib/format';
import { errorsOf } from '../../relay/errors';
import type { AdminUsersTable_query$key } from './__generated__/AdminUsersTable_query.graphql';
import type { AdminUsersTablePaginationQuery } from './__generated__/AdminUsersTablePaginationQuery.graphql';
import { useRefreshUserCounts } from './AdminUsersCounts';
import { roleLabel } from './AdminUserRoleChip';
import { AdminUserRow } from './AdminUserRow';
import type { AdminUser } from './AdminUserRow';
import { useSetUserRoleMutation } from './useSetUserRoleMutation';

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ERROR_TITLE = 'Erro';
export const LOAD_USERS_FAILED = 'Não foi possível carregar os usuários.';
export const CHANGE_ROLE_FAILED = 'Não foi possível alterar as permissões do usuário.';
/** The server's guard (docs/accounts.md, "Roles"), shown as it is instead of the generic message. */
export const LAST_ADMIN = 'Não é possível remover o último administrador.';

/**
 * The users, newest first, with 'Carregar mais', and the role change behind a
 * confirmation. An admin who demotes themselves loses the admin screens at once.
 */
export function AdminUsersTable({
  query,
  viewerId,
  searching,
}: {
  query: AdminUsersTable_query$key;
  viewerId: string | null;
  searching: boolean;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AdminUsersTablePaginationQuery, AdminUsersTable_query$key>(
    graphql`
      fragment AdminUsersTable_query on Query
      @refetchable(queryName: "AdminUsersTablePaginationQuery")
      @argumentDefinitions(
        search: { type: "String" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        users(search: $search, first: $count, after: $cursor) @connection(key: "AdminUsersTable_users", filters: ["search"]) {
          totalCount
          edges {
            node {
              id
              ...AdminUserRow_user
            }
          }
        }
      }
    `,
    query,
  );
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const toast = useToast();
  const session = useSessionStore();
  const navigate = useNavigate();
  const refreshCounts = useRefreshUserCounts();
  const [setRole, busy] = useSetUserRoleMutation();
  const [target, setTarget] = useState<{ user: AdminUser; open: boolean } | null>(null);

  const more = () =>
    loadNext(ADMIN_USERS_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) toast({ title: ERROR_TITLE, description: LOAD_USERS_FAILED, variant: 'destructive' });
      },
    });

  const changeRole = async (user: AdminUser) => {
    const role = user.role === 'ADMIN' ? 'USER' : 'ADMIN';
    const name = user.fullName || 'Usuário';
    try {
      await setRole({ variables: { input: { userId: user.id, role } } });
    } catch (error) {
      const message = errorsOf(error)[0]?.message === LAST_ADMIN ? LAST_ADMIN : CHANGE_ROLE_FAILED;
      toast({ title: ERROR_TITLE, description: message, variant: 'destructive' });
      return;
    }
    toast({ title: 'Permissões atualizadas', description: `${name} agora é ${roleLabel(role)}.` });
    refreshCounts();
    if (user.id === viewerId && role === 'USER') {
      // The session's role guards the admin routes: take the new one from the server,
      // then leave this screen.
      await session.refresh();
      void navigate('/dashboard', { replace: true });
    }
  };

  const edges = data.users.edges;
  const rows = edges.map(({ node }) => (
    <AdminUserRow
      key={node.id}
      user={node}
      isViewer={node.id === viewerId}
      layout={mobile ? 'card' : 'row'}
      busy={busy}
      onChangeRole={(user) => setTarget({ user, open: true })}
    />
  ));
  const user = target?.user;
  const self = user?.id === viewerId;
  const promoting = user?.role !== 'ADMIN';
  const name = user?.fullName || 'Usuário';

  return (
    <>
      <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
        {data.users.totalCount === 1 ? '1 usuário' : `${formatInteger(data.users.totalCount)} usuários`}
        {searching ? (data.users.totalCount === 1 ? ' encontrado' : ' encontrados') : ''}
      </Typography>
      {edges.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
          <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
            <PeopleOutline aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
            <Typography variant="h3" component="h2">
              Nenhum usuário encontrado
            </Typography>
            <Typography color="text.secondary">
              {searching ? 'Nenhum nome ou e-mail corresponde à busca.' : 'Ainda não há usuários cadastrados.'}
            </Typography>
          </Stack>
        </Paper>
      ) : mobile ? (
        <Stack component="ul" spacing={1.5} aria-label="Usuários" sx={{ m: 0, p: 0 }}>
          {rows}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Usuários">
            <TableHead>
              <TableRow>
                <TableCell>Usuário</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Perfil</TableCell>
                <TableCell>Cadastro</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    Ações
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>{rows}</TableBody>
          </Table>
        </TableContainer>
      )}
      {hasNext && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={more} disabled={isLoadingNext}>
            {isLoadingNext ? 'Carregando...' : 'Carregar mais'}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={target?.open ?? false}
        title={promoting ? 'Tornar administrador?' : 'Remover acesso de administrador?'}
        message={
          promoting
            ? `${name} poderá gerenciar espaços, reservas, usuários e relatórios.`
            : self
              ? 'Você deixará de ser administrador e perderá o acesso às áreas administrativas imediatamente.'
              : `${name} deixará de ser administrador e perderá o acesso às áreas administrativas.`
        }
        confirmLabel={promoting ? 'Tornar administrador' : 'Remover acesso'}
        onConfirm={() => user && void changeRole(user)}
        onClose={() => setTarget((current) => current && { ...current, open: false })}
      />
    </>
  );
}
