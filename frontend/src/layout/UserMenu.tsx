import { Suspense, lazy, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { graphql, useFragment } from 'react-relay';
import { useSignOut } from '../auth/useSignOut';
import { UserAvatar } from '../components/UserAvatar';
import type { UserMenu_user$key } from './__generated__/UserMenu_user.graphql';

// The menu itself (MUI's popover and menu list) is a chunk of its own, fetched when the
// pointer or the focus reaches the avatar: every page opens without it.
const loadMenu = () => import('./UserMenuPopover');
const UserMenuPopover = lazy(loadMenu);

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
  // Mounted from the first opening on, so that closing plays its transition.
  const [opened, setOpened] = useState(false);
  const [signOut, signingOut] = useSignOut();
  const menuId = useId();

  return (
    <>
      <IconButton
        ref={setAnchor}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        aria-label="Abrir menu da conta"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar fullName={fullName} avatarUrl={avatarUrl} decorative />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <UserMenuPopover
            open={open}
            anchor={anchor}
            menuId={menuId}
            fullName={fullName}
            email={email}
            signingOut={signingOut}
            onClose={() => setOpen(false)}
            onSignOut={signOut}
          />
        </Suspense>
      )}
    </>
  );
}
