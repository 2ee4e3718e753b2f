import { useCallback } from 'react';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Person from '@mui/icons-material/Person';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { AdminStatCard, AdminStatGrid } from '../../components/admin/AdminStatCard';
import { formatInteger } from '../../lib/format';
import type { AdminUsersCounts_query$key } from './__generated__/AdminUsersCounts_query.graphql';
import AdminUsersCountsRefetchQuery from './__generated__/AdminUsersCountsRefetchQuery.graphql';

/** The four cards of the users screen. */
export function AdminUsersCounts({ query }: { query: AdminUsersCounts_query$key }) {
  const { userCounts: c } = useFragment(
    graphql`
      fragment AdminUsersCounts_query on Query @refetchable(queryName: "AdminUsersCountsRefetchQuery") {
        userCounts {
          total
          admins
          users
          newThisMonth
        }
      }
    `,
    query,
  );
  return (
    <AdminStatGrid label="Resumo dos usuários">
      <AdminStatCard icon={<People />} label="Total de usuários" value={formatInteger(c.total)} />
      <AdminStatCard icon={<AdminPanelSettings />} tone="secondary" label="Administradores" value={formatInteger(c.admins)} />
      <AdminStatCard icon={<Person />} tone="info" label="Usuários" value={formatInteger(c.users)} />
      <AdminStatCard icon={<PersonAdd />} tone="success" label="Novos este mês" value={formatInteger(c.newThisMonth)} />
    </AdminStatGrid>
  );
}

/** Reloads the cards after a role change (the store updates, the cards re-render). */
export function useRefreshUserCounts(): () => void {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery(environment, AdminUsersCountsRefetchQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: (error: unknown) => console.warn('userCounts refresh failed', error),
    });
  }, [environment]);
}
