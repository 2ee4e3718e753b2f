import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import RemoveModerator from '@mui/icons-material/RemoveModerator';
import { graphql, useFragment } from 'react-relay';
import { busyButton } from '../../lib/focusAfterAction';
import { useFormatters } from '../../components/FormatProvider';
import { UserAvatar } from '../../components/UserAvatar';
import type { AdminUserRow_user$data, AdminUserRow_user$key } from './__generated__/AdminUserRow_user.graphql';
import { AdminUserRoleChip } from './AdminUserRoleChip';

export type AdminUser = AdminUserRow_user$data;

/**
 * One user: photo or initials, name, e-mail, role, registration date (in the viewer's
 * date format) and the promote/demote button. A table row on wide screens, a card on
 * phones.
 */
export function AdminUserRow({
  user,
  isViewer,
  layout,
  busy,
  onChangeRole,
}: {
  user: AdminUserRow_user$key;
  isViewer: boolean;
  layout: 'row' | 'card';
  busy: boolean;
  onChangeRole: (user: AdminUser) => void;
}) {
  const u = useFragment(
    graphql`
      fragment AdminUserRow_user on User {
        # The table acts on the row's user by id.
        # eslint-disable-next-line relay/unused-fields
        id
        fullName
        email
        role
        avatarUrl
        createdAt
      }
    `,
    user,
  );
  const f = useFormatters();
  const name = u.fullName || 'Usuário';
  const admin = u.role === 'ADMIN';
  const action = admin ? 'Remover administrador' : 'Tornar administrador';
  const button = (
    <Button
      size="small"
      variant="outlined"
      color={admin ? 'error' : 'primary'}
      startIcon={admin ? <RemoveModerator /> : <AdminPanelSettings />}
      {...busyButton(busy, () => onChangeRole(u))}
      aria-label={`${action}: ${name}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {action}
    </Button>
  );
  const who = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <UserAvatar fullName={u.fullName} avatarUrl={u.avatarUrl} size={40} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
          {isViewer && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              (você)
            </Typography>
          )}
        </Typography>
        {layout === 'card' && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {u.email}
          </Typography>
        )}
      </Box>
    </Stack>
  );

  if (layout === 'card') {
    return (
      <Paper component="li" variant="outlined" aria-label={name} sx={{ p: 2, listStyle: 'none' }}>
        {who}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 1.5 }}>
          <AdminUserRoleChip role={u.role} />
          <Typography variant="body2" color="text.secondary">
            Cadastro: {f.date(u.createdAt)}
          </Typography>
        </Stack>
        <Box sx={{ mt: 1.5 }}>{button}</Box>
      </Paper>
    );
  }
  return (
    <TableRow hover>
      <TableCell>{who}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{u.email}</TableCell>
      <TableCell>
        <AdminUserRoleChip role={u.role} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{f.date(u.createdAt)}</TableCell>
      <TableCell align="right">{button}</TableCell>
    </TableRow>
  );
}
