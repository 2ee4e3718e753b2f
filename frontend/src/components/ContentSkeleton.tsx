import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from './booking/visuallyHidden';

/**
 * Content that is still loading: a live region says what (`label`, 'Carregando
 * reservas...'), and the outlines of what will come stand in its place, hidden from
 * screen readers (docs/screens.md, "Loading").
 */
export function LoadingOutline({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="status" aria-live="polite">
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <Box aria-hidden="true">{children}</Box>
    </Box>
  );
}

/** Summary cards' outlines in their page's grid. */
export function StatCardsOutline({
  count,
  height,
  columns,
  gap = 2,
}: {
  count: number;
  /** The cards' height, per breakpoint when it changes. */
  height: number | Record<string, number>;
  /** The grid's `gridTemplateColumns`, per breakpoint when it changes. */
  columns: string | Record<string, string>;
  gap?: number | Record<string, number>;
}) {
  return (
    <Box sx={{ display: 'grid', gap, gridTemplateColumns: columns }}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" sx={{ height }} />
      ))}
    </Box>
  );
}

// Widths that vary row to row, so the outline reads as text rather than as bars.
const TITLE_WIDTHS = ['42%', '55%', '36%', '48%', '40%', '52%'];

/** List rows' outlines: a title, two lines of detail and a status chip on each. */
export function RowsOutline({ rows, height = 96 }: { rows: number; height?: number }) {
  return (
    <Stack spacing={1.5}>
      {Array.from({ length: rows }, (_, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2, minHeight: height, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton width={TITLE_WIDTHS[i % TITLE_WIDTHS.length]} height={28} />
            <Skeleton width="70%" />
            <Skeleton width="45%" />
          </Box>
          <Skeleton variant="rounded" width={88} height={24} sx={{ borderRadius: 4, flexShrink: 0 }} />
        </Paper>
      ))}
    </Stack>
  );
}

/** A table's outline: its header and `rows` rows of `columns` cells. */
export function TableOutline({ columns, rows }: { columns: number; rows: number }) {
  const cells = (height: number, key: number) => (
    <Box
      key={key}
      sx={{
        display: 'grid',
        gridTemplateColumns: `2fr repeat(${columns - 1}, minmax(0, 1fr))`,
        gap: 2,
        alignItems: 'center',
        px: 2,
        minHeight: height,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      {Array.from({ length: columns }, (_, c) => (
        <Skeleton key={c} width={c === 0 ? TITLE_WIDTHS[key % TITLE_WIDTHS.length] : '70%'} />
      ))}
    </Box>
  );
  return (
    <Paper variant="outlined">
      {cells(56, 0)}
      {Array.from({ length: rows }, (_, r) => cells(64, r + 1))}
    </Paper>
  );
}
