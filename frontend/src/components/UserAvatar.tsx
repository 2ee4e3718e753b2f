import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { initials } from '../lib/format';

/**
 * The user's photo, or the initials of their full name ('U' when there is none).
 *
 * `decorative`: inside a button that has its own label, the initials are drawn by CSS
 * rather than as text, so the button's accessible name still contains all of its visible
 * text (WCAG 2.5.3).
 */
export function UserAvatar({
  fullName,
  avatarUrl,
  size = 36,
  decorative = false,
  sx,
}: {
  fullName: string | null | undefined;
  avatarUrl?: string | null | undefined;
  size?: number;
  decorative?: boolean;
  sx?: SxProps<Theme>;
}) {
  const text = initials(fullName);
  return (
    <Avatar
      src={avatarUrl ?? undefined}
      alt={decorative ? '' : fullName || 'Usuário'}
      aria-hidden={decorative || undefined}
      sx={[{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {/* An element child (not text) also keeps MUI's fallback icon away. */}
      {decorative ? <Box component="span" data-initials={text} sx={{ '&::before': { content: 'attr(data-initials)' } }} /> : text}
    </Avatar>
  );
}
