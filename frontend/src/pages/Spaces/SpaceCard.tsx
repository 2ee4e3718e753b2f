import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { SpaceImage } from '../../components/SpaceImage';
import { formatCurrency, formatPeople } from '../../lib/format';
import type { SpaceCard_space$data, SpaceCard_space$key } from './__generated__/SpaceCard_space.graphql';
import { resourceLabel } from '../../lib/spaces';

/** How many resources a card shows before '+N mais', which shows them all (docs/screens.md, "Lists"). */
export const CARD_RESOURCES = 3;

/** One space to explore: photo, two lines of description, capacity, price, resources. */
export function SpaceCard({
  space,
  onDetails,
  onBook,
  position,
}: {
  space: SpaceCard_space$key;
  /** Where the card stands in the list: the first ones are above the fold. */
  position: number;
  onDetails: (space: SpaceCard_space$data) => void;
  onBook: (spaceId: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment SpaceCard_space on Space {
        id
        name
        description
        capacity
        pricePerHour
        resources
        imageUrl
        # The card hands this reference to the page's details dialog.
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...SpaceDetailsDialog_space
      }
    `,
    space,
  );
  const [expanded, setExpanded] = useState(false);
  const hidden = Math.max(data.resources.length - CARD_RESOURCES, 0);
  const shown = expanded ? data.resources : data.resources.slice(0, CARD_RESOURCES);
  return (
    <Card component="article" aria-label={data.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <SpaceImage src={data.imageUrl} alt={`Foto de ${data.name}`} eager={position < 3} priority={position === 0} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h3" component="h2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
          {data.name}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            // Two lines are always reserved, so cards of a row line up.
            minHeight: '2lh',
            mb: 1.5,
          }}
        >
          {data.description ?? 'Sem descrição.'}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <People fontSize="small" aria-hidden="true" />
            <Typography variant="body2">{formatPeople(data.capacity)}</Typography>
          </Stack>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {formatCurrency(data.pricePerHour)}/h
          </Typography>
        </Stack>
        {data.resources.length > 0 && (
          <Box component="ul" aria-label="Recursos" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
            {shown.map((resource) => (
              <li key={resource}>
                <Chip size="small" variant="outlined" label={resourceLabel(resource)} />
              </li>
            ))}
            {hidden > 0 && (
              // One toggle, kept in place (and focused) as the list grows and shrinks.
              <li>
                <Chip
                  size="small"
                  label={expanded ? 'Mostrar menos' : `+${hidden} mais`}
                  onClick={() => setExpanded((open) => !open)}
                  aria-expanded={expanded}
                  aria-label={expanded ? 'Mostrar menos recursos' : `+${hidden} mais: mostrar todos os recursos`}
                />
              </li>
            )}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1 }}>
        <Button variant="outlined" fullWidth onClick={() => onDetails(data)} aria-label={`Ver Detalhes de ${data.name}`}>
          Ver Detalhes
        </Button>
        <Button
          variant="contained"
          fullWidth
          startIcon={<CalendarMonth />}
          onClick={() => onBook(data.id)}
          aria-label={`Reservar ${data.name}`}
          sx={{ ml: '0 !important' }}
        >
          Reservar
        </Button>
      </CardActions>
    </Card>
  );
}
