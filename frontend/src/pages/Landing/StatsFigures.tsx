import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInteger } from '../../lib/format';

/** The landing page's figures: real counts from the server (null while loading). */
export function StatsFigures({ spaces, bookings }: { spaces: number | null; bookings: number | null }) {
  return (
    <Stack direction="row" spacing={2}>
      <Figure value={spaces} label="espaços cadastrados" />
      <Figure value={bookings} label="reservas realizadas" />
    </Stack>
  );
}

function Figure({ value, label }: { value: number | null; label: string }) {
  return (
    <Card sx={{ flex: 1, textAlign: 'center' }}>
      <CardContent>
        <Typography sx={{ fontSize: '2.25rem', fontWeight: 800, color: 'primary.main' }}>
          {value === null ? <Skeleton sx={{ mx: 'auto' }} width={60} /> : formatInteger(value)}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
      </CardContent>
    </Card>
  );
}
