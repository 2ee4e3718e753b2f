import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export type StatTone = 'primary' | 'warning' | 'success' | 'info' | 'error' | 'secondary';

// Icon tiles with white icons: every background keeps at least 3:1 against white.
const tones: Record<StatTone, string> = {
  primary: '#1d4ed8',
  secondary: '#6d28d9',
  warning: '#b45309',
  success: '#15803d',
  info: '#0369a1',
  error: '#b91c1c',
};

/**
 * One figure of an admin screen's summary: an icon, a label, the value and an optional
 * hint. A group of them is a list (`role="list"` on the container) so that screen
 * readers announce how many there are.
 */
export function AdminStatCard({
  icon,
  label,
  value,
  hint,
  tone = 'primary',
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
  tone?: StatTone;
}) {
  return (
    <Card role="listitem" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, xl: 2 }, p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        {/* On phones two cards share a row: the icon gives its room to the figure. */}
        <Box
          aria-hidden="true"
          sx={{ display: { xs: 'none', sm: 'flex' }, flexShrink: 0, p: 1, borderRadius: 2, bgcolor: tones[tone], color: '#fff' }}
        >
          {icon}
        </Box>
        {/* A size container: the figure's type scales with the room the card has. */}
        <Box sx={{ minWidth: 0, flex: 1, containerType: 'inline-size' }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            sx={{
              // Never broken across lines: a long figure (R$ 1.234.567,89) gets smaller type
              // instead, so that it fits the card's width at any screen size.
              fontSize: figureSize(value),
              fontWeight: 700,
              lineHeight: 1.25,
              fontVariantNumeric: 'tabular-nums',
              whiteSpace: 'nowrap',
            }}
          >
            {value}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.3 }}>
              {hint}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

// A bold figure's width per character, in ems, with room to spare for wider fonts.
const EM_PER_CHAR = 0.64;
const MAX_SIZE = { xs: '1.25rem', sm: '1.625rem', lg: '1.5rem', xl: '1.75rem' } as const;

/** The breakpoints' sizes, each capped so that `value` fits the container's width. */
function figureSize(value: string) {
  const fit = `calc(100cqi / ${(Math.max(value.length, 6) * EM_PER_CHAR).toFixed(2)})`;
  return Object.fromEntries(Object.entries(MAX_SIZE).map(([bp, size]) => [bp, `min(${size}, ${fit})`]));
}

/** The grid of summary cards: two columns on phones and tablets, four on desktops. */
export function AdminStatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** Where the cards will be while they load. */
export function AdminStatGridPlaceholder() {
  return (
    <Box
      aria-hidden="true"
      sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={88} />
      ))}
    </Box>
  );
}
