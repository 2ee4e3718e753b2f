import { Suspense, useId, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useFormatters } from '../../components/FormatProvider';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { formatCurrency, formatPeople } from '../../lib/format';
import { RESOURCE_OPTIONS, resourceLabel } from '../../lib/spaces';
import type { FreeSpaceDialogQuery } from './__generated__/FreeSpaceDialogQuery.graphql';
import FreeSpaceDialogQueryNode from './__generated__/FreeSpaceDialogQuery.graphql';
import type { AgendaPickTarget } from './AgendaView';
import { AgendaDateField } from './AgendaDateField';


/** Half hours from 06:00 to 24:00. */
const TIMES = Array.from({ length: 37 }, (_, i) => {
  const minutes = 6 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const DURATIONS = [30, 60, 90, 120, 180, 240, 360, 480];
const durationLabel = (minutes: number) =>
  minutes < 60 ? `${minutes} minutos` : `${minutes / 60} ${minutes === 60 ? 'hora' : 'horas'}`.replace('.5', ',5');

/**
 * 'Encontrar espaço livre' (docs/calendar.md): a day and a time (or a duration any time
 * that day), capacity and a resource → the spaces free then, cheapest first; 'Reservar'
 * opens the booking form on those hours.
 */
export function FreeSpaceDialog({
  open,
  onClose,
  initialDate,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  initialDate: string;
  onPick: (target: AgendaPickTarget) => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [date, setDate] = useState(initialDate);
  const [mode, setMode] = useState<'between' | 'lasting'>('between');
  const [start, setStart] = useState('10:00');
  const [end, setEnd] = useState('11:00');
  const [duration, setDuration] = useState(60);
  const [capacity, setCapacity] = useState('');
  const [resource, setResource] = useState('all');
  const [queryRef, loadQuery] = useQueryLoader<FreeSpaceDialogQuery>(FreeSpaceDialogQueryNode);

  // The server's rule, mirrored so the search is not sent at all (docs/calendar.md).
  const endProblem = mode === 'between' && end <= start ? 'O horário de fim deve ser após o horário de início.' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (endProblem) return;
    const minCapacity = Number.parseInt(capacity, 10);
    loadQuery(
      {
        input: {
          date,
          ...(mode === 'between' ? { startTime: start, endTime: end } : { durationMinutes: duration }),
          minCapacity: Number.isFinite(minCapacity) && minCapacity > 0 ? minCapacity : null,
          resources: resource === 'all' ? null : [resource],
        },
      },
      { fetchPolicy: 'network-only' },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>Encontrar espaço livre</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} spacing={2} onSubmit={submit} noValidate sx={{ pt: 1 }}>
          <AgendaDateField value={date} onChange={setDate} />
          <FormControl>
            <FormLabel id={`${titleId}-mode`}>Quando</FormLabel>
            <RadioGroup row aria-labelledby={`${titleId}-mode`} value={mode} onChange={(e) => setMode(e.target.value as 'between' | 'lasting')}>
              <FormControlLabel value="between" control={<Radio />} label="Neste horário" />
              <FormControlLabel value="lasting" control={<Radio />} label="Qualquer hora do dia" />
            </RadioGroup>
          </FormControl>
          {mode === 'between' ? (
            <Stack direction="row" spacing={2}>
              <TimeSelect label="Início" value={start} onChange={setStart} />
              <TimeSelect label="Fim" value={end} onChange={setEnd} error={endProblem} />
            </Stack>
          ) : (
            <FormControl size="small" fullWidth>
              <InputLabel id={`${titleId}-duration`}>Duração</InputLabel>
              <Select labelId={`${titleId}-duration`} label="Duração" value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
                {DURATIONS.map((d) => (
                  <MenuItem key={d} value={d}>
                    {durationLabel(d)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Capacidade mínima"
              size="small"
              type="number"
              value={capacity}
              onChange={(e) => setCapacity(e.target.value)}
              slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
              fullWidth
            />
            <FormControl size="small" fullWidth>
              <InputLabel id={`${titleId}-resource`}>Recurso</InputLabel>
              <Select labelId={`${titleId}-resource`} label="Recurso" value={resource} onChange={(e) => setResource(e.target.value)}>
                <MenuItem value="all">Todos</MenuItem>
                {RESOURCE_OPTIONS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {resourceLabel(r)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
          <Box>
            <Button type="submit" variant="contained">
              Buscar
            </Button>
          </Box>
        </Stack>
        {queryRef && (
          <ErrorBoundary key={JSON.stringify(queryRef.variables)} fallback={<Alert severity="error" sx={{ mt: 2 }}>Não foi possível buscar. Tente novamente.</Alert>}>
            <Suspense fallback={<LinearProgress aria-label="Buscando espaços livres" sx={{ mt: 2 }} />}>
              <FreeSpaceResults queryRef={queryRef} onPick={onPick} />
            </Suspense>
          </ErrorBoundary>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

function TimeSelect({
  label,
  value,
  onChange,
  error = null,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth error={Boolean(error)}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputProps={{ 'aria-describedby': error ? `${id}-error` : undefined }}
      >
        {TIMES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}

function FreeSpaceResults({ queryRef, onPick }: { queryRef: PreloadedQuery<FreeSpaceDialogQuery>; onPick: (target: AgendaPickTarget) => void }) {
  const { freeSpaces } = usePreloadedQuery<FreeSpaceDialogQuery>(
    graphql`
      query FreeSpaceDialogQuery($input: FreeSpacesInput!) {
        freeSpaces(input: $input) {
          space {
            id
            name
            capacity
          }
          startsAt
          endsAt
          totalPrice
        }
      }
    `,
    queryRef,
  );
  const { time } = useFormatters();
  return (
    <Box component="section" aria-label="Espaços livres" sx={{ mt: 3 }}>
      <Typography role="status" sx={{ fontWeight: 600, mb: 1 }}>
        {freeSpaces.length === 0
          ? 'Nenhum espaço livre nesse horário.'
          : freeSpaces.length === 1
            ? '1 espaço livre, do mais barato ao mais caro:'
            : `${freeSpaces.length} espaços livres, do mais barato ao mais caro:`}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {freeSpaces.map((f) => (
          <Box
            component="li"
            key={f.space.id}
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            <div>
              <Typography sx={{ fontWeight: 600 }}>{f.space.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {time(f.startsAt)}–{time(f.endsAt)} · {formatCurrency(f.totalPrice)} · {formatPeople(f.space.capacity)}
              </Typography>
            </div>
            <Button
              variant="contained"
              size="small"
              aria-label={`Reservar ${f.space.name}, ${time(f.startsAt)}–${time(f.endsAt)}`}
              onClick={() => onPick({ spaceId: f.space.id, startsAt: f.startsAt, endsAt: f.endsAt })}
            >
              Reservar
            </Button>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
