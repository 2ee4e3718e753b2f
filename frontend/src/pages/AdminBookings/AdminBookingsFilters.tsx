import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { STATUS_CHOICES } from './bookingFilter';
import type { AdminBookingFilters, StatusChoice } from './bookingFilter';
import { AdminBookingsDateField } from './AdminBookingsDateField';

/**
 * The list's filters: search (user name, space name, e-mail), status, and one business
 * day with a clear button. Dates show in the user's preferred format.
 */
export function AdminBookingsFilters({
  value,
  onChange,
}: {
  value: AdminBookingFilters;
  onChange: (next: AdminBookingFilters) => void;
}) {
  const set = (patch: Partial<AdminBookingFilters>) => onChange({ ...value, ...patch });
  return (
    <Paper
      variant="outlined"
      component="section"
      role="search"
      aria-label="Filtrar reservas"
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.2fr)' },
        alignItems: 'start',
      }}
    >
      <TextField
        type="search"
        label="Buscar"
        placeholder="Usuário, espaço ou e-mail"
        value={value.search}
        onChange={(e) => set({ search: e.target.value })}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        slotProps={{
          htmlInput: { 'aria-label': 'Buscar reservas por usuário, espaço ou e-mail' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField select label="Status" value={value.status} onChange={(e) => set({ status: e.target.value as StatusChoice })}>
        {STATUS_CHOICES.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <AdminBookingsDateField value={value.date} onChange={(date) => set({ date })} />
        <Tooltip title="Limpar data">
          <span>
            <IconButton aria-label="Limpar data" onClick={() => set({ date: null })} disabled={!value.date}>
              <Clear />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Paper>
  );
}
