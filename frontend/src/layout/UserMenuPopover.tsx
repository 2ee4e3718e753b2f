import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Settings from '@mui/icons-material/Settings';
import { Link as RouterLink } from 'react-router-dom';

/** UserMenu's menu, under the avatar: who is signed in, Perfil, Configurações, Sair. */
export default function UserMenuPopover({
  open,
  anchor,
  menuId,
  fullName,
  email,
  signingOut,
  onClose,
  onSignOut,
}: {
  open: boolean;
  anchor: HTMLElement | null;
  menuId: string;
  fullName: string;
  email: string;
  signingOut: boolean;
  onClose: () => void;
  onSignOut: () => void;
}) {
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
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
        <MenuItem component={RouterLink} to="/settings" onClick={onClose}>
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          Perfil
        </MenuItem>
        <MenuItem component={RouterLink} to="/settings" onClick={onClose}>
          <ListItemIcon>
            <Settings fontSize="small" />
          </ListItemIcon>
          Configurações
        </MenuItem>
        <Divider />
        <MenuItem
          disabled={signingOut}
          onClick={() => {
            onClose();
            onSignOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sair
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
