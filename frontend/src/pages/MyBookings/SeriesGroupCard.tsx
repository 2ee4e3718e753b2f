import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventRepeat from '@mui/icons-material/EventRepeat';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useFormatters } from '../../components/FormatProvider';
import { countOf, formatCurrency } from '../../lib/format';

/** What a group's row says about its occurrences on this page. */
export interface GroupedOccurrence {
  readonly startsAt: string;
  readonly endsAt: string;
  readonly totalPrice: string;
}

/**
 * The occurrences of one series on a page of 'Minhas Reservas', as one row
 * (docs/screens.md, "Minhas Reservas"): the space, how it repeats, how many and when, and
 * 'Mostrar' to open their cards (with their own actions).
 */
export function SeriesGroupCard({
  spaceName,
  summary,
  occurrences,
  children,
}: {
  spaceName: string;
  summary: string;
  occurrences: readonly GroupedOccurrence[];
  children: ReactNode;
}) {
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const listId = useId();
  const first = occurrences[0];
  const last = occurrences[occurrences.length - 1];
  const total = occurrences.reduce((sum, o) => sum + Math.round(Number(o.totalPrice) * 100), 0) / 100;
  const count = countOf(occurrences.length, 'reserva', 'reservas');
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ gridColumn: '1 / -1' }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Box>
            <Typography id={titleId} variant="h3" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <EventRepeat fontSize="small" aria-hidden />
              {spaceName} · série
            </Typography>
            <Typography color="text.secondary">{summary}</Typography>
            {first && last && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {`${count} nesta lista, de ${format.date(first.startsAt)} a ${format.date(last.startsAt)}, ${format.time(first.startsAt)}–${format.time(first.endsAt)} · ${formatCurrency(total)}`}
              </Typography>
            )}
          </Box>
          <Button
            variant="outlined"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={listId}
            startIcon={open ? <ExpandLess /> : <ExpandMore />}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {open ? 'Ocultar reservas' : `Mostrar ${count}`}
          </Button>
        </Stack>
        <Box
          id={listId}
          hidden={!open}
          sx={{ mt: open ? 2 : 0, display: open ? 'grid' : 'none', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {open && children}
        </Box>
      </CardContent>
    </Card>
  );
}
