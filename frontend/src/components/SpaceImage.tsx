import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import MeetingRoom from '@mui/icons-material/MeetingRoomOutlined';

/**
 * A space's photo in a box of fixed aspect ratio, so nothing moves while it loads
 * (no layout shift), lazily loaded; a placeholder when there is none or it fails.
 */
export function SpaceImage({
  src,
  alt,
  ratio = '16 / 9',
  eager = false,
  priority = false,
  sx,
}: {
  src: string | null | undefined;
  alt: string;
  ratio?: string;
  /** Above the fold (a dialog, the first cards of a list): load at once, not lazily. */
  eager?: boolean;
  /** The page's largest paint (the first card's photo): fetched ahead of other images. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const show = src && failed !== src;
  return (
    <Box
      sx={[
        {
          position: 'relative',
          aspectRatio: ratio,
          width: '100%',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'text.secondary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {show ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={640}
          height={360}
          onError={() => setFailed(src)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <MeetingRoom aria-hidden="true" sx={{ fontSize: 48, opacity: 0.6 }} />
      )}
    </Box>
  );
}
