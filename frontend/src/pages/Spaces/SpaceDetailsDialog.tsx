import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import { graphql, useFragment } from 'react-relay';
import { SpaceImage } from '../../components/SpaceImage';
import { formatCurrency, formatPeople } from '../../lib/format';
import type { SpaceDetailsDialog_space$key } from './__generated__/SpaceDetailsDialog_space.graphql';
import { resourceLabel } from '../../lib/spaces';

/** A space in full: photo, general information, resources, description. */
export function SpaceDetailsDialog({
  space,
  open,
  onClose,
  onBook,
}: {
  space: SpaceDetailsDialog_space$key | null;
  open: boolean;
  onClose: () => void;
  onBook: (spaceId: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment SpaceDetailsDialog_space on Space {
        id
        name
        description
        capacity
        pricePerHour
        resources
        imageUrl
      }
    `,
    space,
  );
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  if (!data) return null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{data.name}</DialogTitle>
      {/* Scrolls on a short screen (200 % zoom): focusable, so that the keyboard can scroll it. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <Stack spacing={3}>
          <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
            <SpaceImage src={data.imageUrl} alt={`Foto de ${data.name}`} eager />
          </Box>
          <section aria-labelledby={`${titleId}-info`}>
            <Typography id={`${titleId}-info`} variant="h3" component="h3" sx={{ mb: 1 }}>
              Informações gerais
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              <Typography component="dt" color="text.secondary">
                Capacidade
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatPeople(data.capacity)}
              </Typography>
              <Typography component="dt" color="text.secondary">
                Preço por hora
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {formatCurrency(data.pricePerHour)}
              </Typography>
            </Box>
          </section>
          <section aria-labelledby={`${titleId}-resources`}>
            <Typography id={`${titleId}-resources`} variant="h3" component="h3" sx={{ mb: 1 }}>
              Recursos
            </Typography>
            {data.resources.length > 0 ? (
              <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
                {data.resources.map((resource) => (
                  <li key={resource}>
                    <Chip size="small" variant="outlined" label={resourceLabel(resource)} />
                  </li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">Nenhum recurso informado.</Typography>
            )}
          </section>
          <section aria-labelledby={`${titleId}-description`}>
            <Typography id={`${titleId}-description`} variant="h3" component="h3" sx={{ mb: 1 }}>
              Descrição
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }} color={data.description ? 'text.primary' : 'text.secondary'}>
              {data.description ?? 'Sem descrição.'}
            </Typography>
          </section>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
        <Button variant="contained" startIcon={<CalendarMonth />} onClick={() => onBook(data.id)}>
          Reservar Agora
        </Button>
      </DialogActions>
    </Dialog>
  );
}
