import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import EventNote from '@mui/icons-material/EventNote';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import People from '@mui/icons-material/People';
import { Link as RouterLink } from 'react-router-dom';

/** Where 'Novo Espaço' goes: the spaces screen. */
export const NEW_SPACE_PATH = '/admin/spaces?novo=1';

/** 'Ações Rápidas': every button goes somewhere (docs/screens.md, "Dashboards"). */
export function AdminDashboardQuickActions() {
  return (
    <Card component="section" aria-labelledby="admin-dashboard-actions">
      <CardContent>
        <Typography id="admin-dashboard-actions" variant="h2" sx={{ mb: 2 }}>
          Ações Rápidas
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1fr', xl: 'repeat(2, minmax(0, 1fr))' } }}>
          <Button component={RouterLink} to={NEW_SPACE_PATH} variant="contained" startIcon={<Add />}>
            Novo Espaço
          </Button>
          <Button component={RouterLink} to="/admin/spaces" variant="outlined" startIcon={<MeetingRoom />}>
            Gerenciar Espaços
          </Button>
          <Button component={RouterLink} to="/agenda" variant="outlined" startIcon={<EventNote />}>
            Ver Agenda
          </Button>
          <Button component={RouterLink} to="/admin/users" variant="outlined" startIcon={<People />}>
            Gerenciar Usuários
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
