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
import { graphql, useFragment } from 'react-relay';
import { useFormatters } from '../FormatProvider';
import { countOf, formatCurrency } from '../../lib/format';
import type { SeriesGroup_occurrences$key } from './__generated__/SeriesGroup_occurrences.graphql';

/** What grouping reads of each listed booking: its series and its start (the order). */
export interface GroupedOccurrence {
  readonly startsAt: string;
  readonly series?: { readonly id: string } | null;
}

/** One entry of a list: a booking alone, or the occurrences of one series together. */
export type ListItem<N, L> = { node: N; listed: L } | { seriesId: string; nodes: N[]; listed: L[] };

/**
 * Groups the occurrences of a series that appear more than once on the loaded pages, at
 * the place of the first one; the rest keep their order. `listed[i]` describes `nodes[i]`.
 * A group's occurrences are sorted by their start.
 */
export function groupBySeries<N, L extends GroupedOccurrence>(nodes: readonly N[], listed: readonly L[]): ListItem<N, L>[] {
  const counts = new Map<string, number>();
  for (const l of listed) if (l.series) counts.set(l.series.id, (counts.get(l.series.id) ?? 0) + 1);
  const items: ListItem<N, L>[] = [];
  const groups = new Map<string, { pairs: [N, L][] }>();
  const order: (ListItem<N, L> | { group: string })[] = [];
  nodes.forEach((node, i) => {
    const l = listed[i];
    const id = l?.series?.id;
    if (!l || !id || (counts.get(id) ?? 0) < 2) {
      order.push({ node, listed: l as L });
      return;
    }
    const group = groups.get(id);
    if (group) {
      group.pairs.push([node, l]);
      return;
    }
    groups.set(id, { pairs: [[node, l]] });
    order.push({ group: id });
  });
  for (const entry of order) {
    if (!('group' in entry)) {
      items.push(entry);
      continue;
    }
    const pairs = [...(groups.get(entry.group)?.pairs ?? [])].sort(
      (a, b) => Date.parse(a[1].startsAt) - Date.parse(b[1].startsAt),
    );
    items.push({ seriesId: entry.group, nodes: pairs.map((p) => p[0]), listed: pairs.map((p) => p[1]) });
  }
  return items;
}

/**
 * The occurrences of one series on a page, as one row (docs/screens.md, "Minhas Reservas"
 * and "Reservas"): the title, how it repeats, how many and when, what `details` adds (the
 * admin list: statuses and the series' decision), and 'Mostrar' to open the occurrences
 * (with their own actions), as cards side by side or as rows one under another.
 */
export function SeriesGroup({
  title,
  summary,
  occurrences: keys,
  layout = 'cards',
  details,
  children,
}: {
  title: string;
  summary: string;
  /** The group's occurrences, soonest first. */
  occurrences: SeriesGroup_occurrences$key;
  layout?: 'cards' | 'rows';
  details?: ReactNode;
  children: ReactNode;
}) {
  const occurrences = useFragment(
    graphql`
      fragment SeriesGroup_occurrences on Booking @relay(plural: true) {
        startsAt
        endsAt
        totalPrice
      }
    `,
    keys,
  );
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const listId = useId();
  const first = occurrences[0];
  const last = occurrences[occurrences.length - 1];
  const total = occurrences.reduce((sum, o) => sum + Math.round(Number(o.totalPrice) * 100), 0) / 100;
  const count = countOf(occurrences.length, 'reserva', 'reservas');
  const cards = layout === 'cards';
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ gridColumn: '1 / -1' }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={titleId}
              tabIndex={-1}
              variant={cards ? 'h3' : undefined}
              component="h2"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                overflowWrap: 'anywhere',
                ...(cards ? {} : { fontWeight: 700, fontSize: '1.05rem' }),
              }}
            >
              <EventRepeat fontSize="small" aria-hidden />
              {title}
            </Typography>
            <Typography color="text.secondary">{summary}</Typography>
            {first && last && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {`${count} nesta lista, de ${format.date(first.startsAt)} a ${format.date(last.startsAt)}, ${format.time(first.startsAt)}–${format.time(first.endsAt)} · ${formatCurrency(total)}`}
              </Typography>
            )}
            {details}
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
          sx={{
            mt: open ? 2 : 0,
            display: open ? 'grid' : 'none',
            gap: cards ? 2 : 1.5,
            gridTemplateColumns: cards ? { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } : '1fr',
          }}
        >
          {open && children}
        </Box>
      </CardContent>
    </Card>
  );
}
