import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/booking/visuallyHidden';
import { CARD_GRID, FIRST_PAINT_CARDS } from './SpaceList';

/**
 * The list while its first page loads: the count line and the first cards' shapes (photo,
 * name, two lines of description, capacity and price, resources, the two buttons), in the
 * list's own grid, so the cards take the places their outlines held.
 */
export function SpaceListSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-live="polite">
      <Typography color="text.secondary">
        <Box component="span" sx={visuallyHidden}>
          Carregando espaços...
        </Box>
        <Skeleton aria-hidden="true" width={160} />
      </Typography>
      <Box aria-hidden="true" sx={CARD_GRID}>
        {Array.from({ length: FIRST_PAINT_CARDS }, (_, i) => (
          <Card key={i} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
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
        ))}
      </Box>
    </Stack>
  );
}
