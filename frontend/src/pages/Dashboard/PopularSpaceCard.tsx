import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import People from '@mui/icons-material/People';
import { graphql, useFragment } from 'react-relay';
import { formatCurrency } from '../../lib/format';
import type { PopularSpaceCard_space$key } from './__generated__/PopularSpaceCard_space.graphql';

/** A popular space with 'Reservar' (opens the booking form). */
export function PopularSpaceCard({ space, onBook }: { space: PopularSpaceCard_space$key; onBook: () => void }) {
  const data = useFragment(
    graphql`
      fragment PopularSpaceCard_space on Space {
        name
        description
        capacity
        pricePerHour
        imageUrl
      }
    `,
    space,
  );
  return (
    <Card component="article" sx={{ display: 'flex', alignItems: 'stretch' }}>
      <Box
        sx={{
          width: { xs: 88, sm: 112 },
          flexShrink: 0,
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'text.secondary',
        }}
      >
        {data.imageUrl ? (
          <Box
            component="img"
            src={data.imageUrl}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <MeetingRoom aria-hidden="true" />
        )}
      </Box>
      <Stack spacing={0.5} sx={{ p: 2, flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h3" component="h3">
          {data.name}
        </Typography>
        {data.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {data.description}
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, pt: 0.5 }}
        >
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <People fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
            {data.capacity} {data.capacity === 1 ? 'pessoa' : 'pessoas'} ·{' '}
            <strong>{formatCurrency(data.pricePerHour)}/h</strong>
          </Typography>
          <Button size="small" variant="contained" onClick={onBook} aria-label={`Reservar ${data.name}`}>
            Reservar
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
