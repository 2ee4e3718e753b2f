import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import Schedule from '@mui/icons-material/Schedule';
import { graphql, useFragment } from 'react-relay';
import { SpaceImage } from '../../components/SpaceImage';
import { useToast } from '../../components/ToastProvider';
import { formatCurrency, formatPeople } from '../../lib/format';
import { describeError } from '../../relay/errors';
import type { AdminSpaceCard_space$data, AdminSpaceCard_space$key } from './__generated__/AdminSpaceCard_space.graphql';
import { useSetSpaceActive } from './useSetSpaceActive';
import { resourceLabel } from '../../lib/spaces';

/** One space on the admin grid: its details, the active switch, edit, hours and rules, and delete. */
export function AdminSpaceCard({
  space,
  onEdit,
  onRules,
  onDelete,
  onDeactivate,
}: {
  space: AdminSpaceCard_space$key;
  onEdit: (space: AdminSpaceCard_space$data) => void;
  /** Opens the space's opening hours and booking limits. */
  onRules: (space: { id: string; name: string }) => void;
  onDelete: (space: { id: string; name: string }) => void;
  /** Asks before deactivating (the space's active bookings would be cancelled). */
  onDeactivate: (space: { id: string; name: string; mode: 'deactivate' }) => void;
}) {
  const data = useFragment(
    graphql`
      fragment AdminSpaceCard_space on Space {
        id
        name
        description
        capacity
        pricePerHour
        resources
        imageUrl
        isActive
        # The card hands this reference to the page's edit dialog.
        # eslint-disable-next-line relay/must-colocate-fragment-spreads
        ...SpaceFormDialog_space
      }
    `,
    space,
  );
  const toast = useToast();
  const [setActive] = useSetSpaceActive();

  const toggle = async (isActive: boolean) => {
    // Deactivating may cancel bookings: the dialog shows which before anything happens.
    if (!isActive) {
      onDeactivate({ id: data.id, name: data.name, mode: 'deactivate' });
      return;
    }
    try {
      await setActive(data.id, isActive);
      toast({
        title: 'Espaço atualizado',
        description: isActive
          ? `"${data.name}" está ativo e aparece para os usuários.`
          : `"${data.name}" está inativo e não aparece mais para os usuários.`,
      });
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao salvar espaço');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  return (
    <Card component="article" aria-label={data.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <SpaceImage src={data.imageUrl} alt={`Foto de ${data.name}`} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Typography>
          <Chip
            size="small"
            label={data.isActive ? 'Ativo' : 'Inativo'}
            color={data.isActive ? 'success' : 'default'}
            variant={data.isActive ? 'filled' : 'outlined'}
            sx={data.isActive ? { bgcolor: 'success.dark' } : undefined}
          />
        </Stack>
        {data.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {data.description}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <People fontSize="small" aria-hidden="true" />
            <Typography variant="body2">{formatPeople(data.capacity)}</Typography>
          </Stack>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatCurrency(data.pricePerHour)}/hora
          </Typography>
        </Stack>
        {data.resources.length > 0 && (
          <Box component="ul" aria-label="Recursos" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
            {data.resources.map((resource) => (
              <li key={resource}>
                <Chip size="small" variant="outlined" label={resourceLabel(resource)} />
              </li>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={data.isActive}
              onChange={(_, checked) => void toggle(checked)}
              slotProps={{ input: { 'aria-label': `Ativo: ${data.name}` } }}
            />
          }
          label="Ativo"
          sx={{ mr: 'auto' }}
        />
        <Button size="small" startIcon={<EditOutlined />} onClick={() => onEdit(data)} aria-label={`Editar ${data.name}`}>
          Editar
        </Button>
        <Button
          size="small"
          startIcon={<Schedule />}
          onClick={() => onRules({ id: data.id, name: data.name })}
          aria-label={`Horários e regras de ${data.name}`}
          sx={{ ml: '0 !important' }}
        >
          Horários
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => onDelete({ id: data.id, name: data.name })}
          aria-label={`Excluir ${data.name}`}
          sx={{ ml: '0 !important' }}
        >
          Excluir
        </Button>
      </CardActions>
    </Card>
  );
}
