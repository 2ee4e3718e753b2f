import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Settings from '@mui/icons-material/Settings';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { useSignOut } from '../auth/useSignOut';
import { UserAvatar } from '../components/UserAvatar';
import type { UserMenu_user$key } from './__generated__/UserMenu_user.graphql';

/** The avatar button and its menu: name, e-mail, Perfil, Configurações, Sair. */
export function UserMenu({ user }: { user: UserMenu_user$key }) {
  const { fullName, email, avatarUrl } = useFragment(
    graphql`
      fragment UserMenu_user on User {
        fullName
        email
        avatarUrl
      }
    `,
    user,
  );
  // The button, once mounted: the menu's anchor (state, since render reads it).
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [signOut, signingOut] = useSignOut();
  const menuId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <IconButton
        ref={setAnchor}
        onClick={() => setOpen(true)}
        aria-label="Abrir menu da conta"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar fullName={fullName} avatarUrl={avatarUrl} decorative />
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{fullName || 'Usuário'}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {email}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={menuId} autoFocusItem={open} aria-label="Menu da conta">
          <MenuItem component={RouterLink} to="/settings" onClick={close}>
            <ListItemIcon>
              <Person fontSize="small" />
            </ListItemIcon>
            Perfil
          </MenuItem>
          <MenuItem component={RouterLink} to="/settings" onClick={close}>
            <ListItemIcon>
              <Settings fontSize="small" />
            </ListItemIcon>
            Configurações
          </MenuItem>
          <Divider />
          <MenuItem
            disabled={signingOut}
            onClick={() => {
              close();
              signOut();
            }}
          >
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            Sair
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
