import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingOutline } from '../../components/ContentSkeleton';
import { CARD_GRID, FIRST_PAINT_CARDS } from './SpaceList';

/**
 * The list while its first page loads: the count line and the first cards' shapes, in the
 * list's own grid, so the cards take the places their outlines held.
 */
export function SpaceListSkeleton() {
  return (
    <LoadingOutline label="Carregando espaços...">
      <Stack spacing={2}>
        <Typography color="text.secondary">
          <Skeleton width={160} />
        </Typography>
        <SpaceCardGridOutline />
      </Stack>
    </LoadingOutline>
  );
}

/** The first cards' outlines in the cards' grid (the explore list's and the admin's). */
export function SpaceCardGridOutline() {
  return (
    <Box sx={CARD_GRID}>
      {Array.from({ length: FIRST_PAINT_CARDS }, (_, i) => (
        <SpaceCardOutline key={i} />
      ))}
    </Box>
  );
}

/** One space card's shape: photo, name, two lines of description, capacity and price, resources, the two buttons. */
function SpaceCardOutline() {
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h3" sx={{ mb: 0.5 }}>
          <Skeleton width="60%" />
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          <Skeleton />
          <Skeleton width="80%" />
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1.5 }}>
          <Typography variant="body2">
            <Skeleton width={90} />
          </Typography>
          <Typography variant="body2">
            <Skeleton width={80} />
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5}>
          {[64, 88, 72].map((width) => (
            <Skeleton key={width} variant="rounded" width={width} height={24} sx={{ borderRadius: 4 }} />
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1 }}>
        <Skeleton variant="rounded" height={36.5} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={36.5} sx={{ flex: 1, ml: '0 !important' }} />
      </CardActions>
    </Card>
  );
}
