import { Suspense, useId, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { span, timeLabel } from '../../components/booking/bookingRules';
import { LoadErrorBoundary } from '../../components/LoadErrorBoundary';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useToast } from '../../components/ToastProvider';
import { countOf, formatDateTime } from '../../lib/format';
import { describeError } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { SpaceRulesDialogPreviewQuery } from './__generated__/SpaceRulesDialogPreviewQuery.graphql';
import type { SpaceRulesDialogQuery, Weekday } from './__generated__/SpaceRulesDialogQuery.graphql';
import type { SpaceRulesDialogMutation } from './__generated__/SpaceRulesDialogMutation.graphql';

const WEEK: { weekday: Weekday; label: string }[] = [
  { weekday: 'MONDAY', label: 'Segunda-feira' },
  { weekday: 'TUESDAY', label: 'Terça-feira' },
  { weekday: 'WEDNESDAY', label: 'Quarta-feira' },
  { weekday: 'THURSDAY', label: 'Quinta-feira' },
  { weekday: 'FRIDAY', label: 'Sexta-feira' },
  { weekday: 'SATURDAY', label: 'Sábado' },
  { weekday: 'SUNDAY', label: 'Domingo' },
];
/** The day's times on a grid of `slot` minutes, 00:00 to 24:00. */
const timesEvery = (slot: number) => Array.from({ length: 1440 / slot + 1 }, (_, i) => timeLabel(i * slot));
/** A select's options with its current value kept, even off the grid (the server then says why). */
const withValue = (options: string[], value: string) => (value === '' || options.includes(value) ? options : [...options, value].sort());
const NEW_RANGE: Range = { opens: '08:00', lastStart: '17:00', closes: '18:00' };
const MAX_RANGES = 4;

interface Range {
  opens: string;
  lastStart: string;
  closes: string;
}
type Week = Range[][];

/** The limits, in the API's units; '' keeps the deployment's value. */
interface Limits {
  slotMinutes: string;
  minDurationMinutes: string;
  maxDurationMinutes: string;
  noticeMinutes: string;
  horizonDays: string;
  cancelWindowMinutes: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
}
type RuleValues = Record<keyof Limits, number>;

const hours = (list: number[]) => list.map((h) => ({ value: h * 60, label: span(h * 60) }));
/** Cleaning or setting-up time kept free around each booking made from now on. */
const BUFFERS = [
  { value: 0, label: 'Nenhum' },
  ...[5, 10, 15, 30, 45, 60, 90, 120].map((m) => ({ value: m, label: span(m) })),
];
const SLOT_LABELS: Record<number, string> = { 60: 'De hora em hora', 30: 'De meia em meia hora' };
/** Durations offered on a grid of half hours; a grid of hours keeps the whole ones. */
const minutes = (list: number[]) => list.map((m) => ({ value: m, label: span(m) }));
const LIMIT_FIELDS: { key: keyof Limits; label: string; options: { value: number; label: string }[] }[] = [
  { key: 'slotMinutes', label: 'Horários de início e fim', options: [60, 30].map((m) => ({ value: m, label: SLOT_LABELS[m]! })) },
  { key: 'minDurationMinutes', label: 'Duração mínima', options: minutes([30, 60, 90, 120, 180, 240, 360, 480]) },
  { key: 'maxDurationMinutes', label: 'Duração máxima', options: minutes([30, 60, 90, 120, 180, 240, 360, 480, 600, 720, 1440]) },
  {
    key: 'noticeMinutes',
    label: 'Antecedência mínima',
    options: [{ value: 0, label: 'Nenhuma' }, ...hours([1, 2, 4, 12, 24, 48, 72])],
  },
  {
    key: 'horizonDays',
    label: 'Reservas com até',
    options: [7, 14, 30, 60, 90, 180, 365].map((d) => ({ value: d, label: `${d} dias de antecedência` })),
  },
  { key: 'bufferBeforeMinutes', label: 'Intervalo livre antes de cada reserva', options: BUFFERS },
  { key: 'bufferAfterMinutes', label: 'Intervalo livre depois de cada reserva', options: BUFFERS },
  {
    key: 'cancelWindowMinutes',
    label: 'Cancelar ou reagendar até',
    options: [{ value: 0, label: 'O início' }, ...hours([1, 2, 6, 12, 24, 48]).map((o) => ({ ...o, label: `${o.label} antes` }))],
  },
];

function describe(key: keyof Limits, value: number): string {
  const option = LIMIT_FIELDS.find((f) => f.key === key)?.options.find((o) => o.value === value);
  if (option) return option.label;
  return key === 'horizonDays' ? `${value} dias de antecedência` : span(value);
}

const previewQuery = graphql`
  query SpaceRulesDialogPreviewQuery($input: SpaceRulesFields!) {
    spaceRulesPreview(input: $input) {
      count
      bookings {
        id
        startsAt
        user {
          fullName
        }
      }
    }
  }
`;

/**
 * A space's opening hours and booking limits (docs/scheduling.md). Saving first asks the
 * server which future bookings the new hours leave out; when there are some, they are
 * listed and cancelled only once the admin confirms that number.
 */
export function SpaceRulesDialog({ space, onClose }: { space: { id: string; name: string } | null; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const [attempt, setAttempt] = useState(0);
  return (
    <Dialog open={space !== null} onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Horários e regras{space ? ` — ${space.name}` : ''}</DialogTitle>
      {space && (
        <LoadErrorBoundary title="Erro ao carregar as regras" onRetry={() => setAttempt((a) => a + 1)}>
          <Suspense fallback={<LoadingScreen fullScreen={false} />}>
            <RulesForm key={`${space.id}-${attempt}`} spaceId={space.id} onClose={onClose} />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </Dialog>
  );
}

function RulesForm({ spaceId, onClose }: { spaceId: string; onClose: () => void }) {
  const data = useLazyLoadQuery<SpaceRulesDialogQuery>(
    graphql`
      query SpaceRulesDialogQuery($id: ID!) {
        space(id: $id) {
          id
          ruleOverrides {
            openingHours {
              weekday
              ranges {
                opens
                lastStart
                closes
              }
            }
            slotMinutes
            minDurationMinutes
            maxDurationMinutes
            noticeMinutes
            horizonDays
            cancelWindowMinutes
            bufferBeforeMinutes
            bufferAfterMinutes
            requiresApproval
          }
        }
        appConfig {
          defaultBookingRules {
            slotMinutes
            minDurationMinutes
            maxDurationMinutes
            noticeMinutes
            horizonDays
            cancelWindowMinutes
            bufferBeforeMinutes
            bufferAfterMinutes
            openingHours {
              ranges {
                opens
                lastStart
                closes
              }
            }
          }
        }
      }
    `,
    { id: spaceId },
    { fetchPolicy: 'network-only' },
  );
  const environment = useRelayEnvironment();
  const toast = useToast();
  const [save, saving] = useAsyncMutation<SpaceRulesDialogMutation>(graphql`
    mutation SpaceRulesDialogMutation($input: UpdateSpaceRulesInput!) {
      updateSpaceRules(input: $input) {
        space {
          id
          bookingRules {
            minDurationMinutes
            maxDurationMinutes
          }
        }
        cancelledBookings
      }
    }
  `);
  const overrides = data.space?.ruleOverrides;
  const defaults = data.appConfig.defaultBookingRules;
  const defaultRange = defaults.openingHours[0]?.ranges[0];
  const [ownHours, setOwnHours] = useState(Boolean(overrides?.openingHours));
  const [approval, setApproval] = useState(Boolean(overrides?.requiresApproval));
  const [week, setWeek] = useState<Week>(() =>
    WEEK.map(({ weekday }, i) => {
      const own = overrides?.openingHours?.find((d) => d.weekday === weekday);
      const ranges = own ? own.ranges : (defaults.openingHours[i]?.ranges ?? []);
      return ranges.map((r) => ({ opens: r.opens, lastStart: r.lastStart, closes: r.closes }));
    }),
  );
  const [limits, setLimits] = useState<Limits>(() => {
    const value = (n: number | null | undefined) => (n == null ? '' : String(n));
    return {
      slotMinutes: value(overrides?.slotMinutes),
      minDurationMinutes: value(overrides?.minDurationMinutes),
      maxDurationMinutes: value(overrides?.maxDurationMinutes),
      noticeMinutes: value(overrides?.noticeMinutes),
      horizonDays: value(overrides?.horizonDays),
      cancelWindowMinutes: value(overrides?.cancelWindowMinutes),
      bufferBeforeMinutes: value(overrides?.bufferBeforeMinutes),
      bufferAfterMinutes: value(overrides?.bufferAfterMinutes),
    };
  });
  const [affected, setAffected] = useState<SpaceRulesDialogPreviewQuery['response']['spaceRulesPreview'] | null>(null);

  if (!data.space) {
    return (
      <DialogContent>
        <Alert severity="warning">Este espaço não existe mais.</Alert>
      </DialogContent>
    );
  }

  const setRange = (day: number, index: number, field: keyof Range, value: string) =>
    setWeek((w) => w.map((ranges, d) => (d !== day ? ranges : ranges.map((r, i) => (i === index ? { ...r, [field]: value } : r)))));
  const addRange = (day: number) =>
    setWeek((w) => w.map((ranges, d) => (d === day ? [...ranges, ranges.length ? nextRange(ranges) : NEW_RANGE] : ranges)));
  const removeRange = (day: number, index: number) =>
    setWeek((w) => w.map((ranges, d) => (d === day ? ranges.filter((_, i) => i !== index) : ranges)));

  const fields = () => {
    const number = (v: string) => (v === '' ? null : Number(v));
    return {
      spaceId,
      openingHours: ownHours ? WEEK.map(({ weekday }, i) => ({ weekday, ranges: week[i] ?? [] })) : null,
      slotMinutes: number(limits.slotMinutes),
      minDurationMinutes: number(limits.minDurationMinutes),
      maxDurationMinutes: number(limits.maxDurationMinutes),
      noticeMinutes: number(limits.noticeMinutes),
      horizonDays: number(limits.horizonDays),
      cancelWindowMinutes: number(limits.cancelWindowMinutes),
      bufferBeforeMinutes: number(limits.bufferBeforeMinutes),
      bufferAfterMinutes: number(limits.bufferAfterMinutes),
      requiresApproval: approval,
    };
  };

  const commit = async (expected: number) => {
    try {
      const result = await save({ variables: { input: { ...fields(), expectedCancelledBookings: expected } } });
      const cancelled = result.updateSpaceRules.cancelledBookings;
      toast({
        title: 'Regras salvas',
        description:
          cancelled > 0
            ? `${countOf(cancelled, 'reserva cancelada', 'reservas canceladas')} fora do novo horário; cada pessoa foi avisada por e-mail.`
            : 'Os formulários de reserva abertos já seguem as novas regras.',
      });
      onClose();
    } catch (error) {
      setAffected(null);
      const { title, message } = describeError(error, 'Erro ao salvar as regras');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (affected) return commit(affected.count);
    try {
      const preview = await fetchQuery<SpaceRulesDialogPreviewQuery>(environment, previewQuery, { input: fields() }, {
        fetchPolicy: 'network-only',
      }).toPromise();
      const found = preview?.spaceRulesPreview;
      if (found && found.count > 0) setAffected(found);
      else await commit(0);
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao salvar as regras');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  const slot = limits.slotMinutes === '' ? defaults.slotMinutes : Number(limits.slotMinutes);
  const times = timesEvery(slot);
  /** A field's options on the chosen grid (a duration that leaves it stays listed while chosen). */
  const optionsOf = (key: keyof Limits, options: { value: number; label: string }[]) =>
    key === 'minDurationMinutes' || key === 'maxDurationMinutes'
      ? options.filter((o) => o.value % slot === 0 || String(o.value) === limits[key])
      : options;
  const defaultHours = defaultRange
    ? `${defaultRange.opens}–${defaultRange.closes} todos os dias, início até ${defaultRange.lastStart}`
    : 'o padrão';

  return (
    <Box component="form" noValidate onSubmit={(e: FormEvent) => void onSubmit(e)} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Box component="section" aria-labelledby={`${spaceId}-hours`}>
            <Typography variant="h3" component="h3" id={`${spaceId}-hours`} sx={{ mb: 1 }}>
              Funcionamento
            </Typography>
            <FormControlLabel
              control={<Switch checked={ownHours} onChange={(_, on) => setOwnHours(on)} />}
              label="Horário próprio deste espaço"
            />
            {!ownHours ? (
              <Typography color="text.secondary">Segue o horário padrão: {defaultHours}.</Typography>
            ) : (
              <Stack spacing={1.5} sx={{ mt: 1 }}>
                {WEEK.map(({ label }, day) => {
                  const ranges = week[day] ?? [];
                  return (
                    <Box key={label} role="group" aria-label={label} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
                      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                        {ranges.length === 0 && (
                          <Typography color="text.secondary" variant="body2">
                            Fechado
                          </Typography>
                        )}
                      </Stack>
                      <Stack spacing={1}>
                        {ranges.map((range, index) => (
                          <Box
                            key={index}
                            sx={{
                              display: 'grid',
                              gap: 1,
                              alignItems: 'center',
                              gridTemplateColumns: { xs: '1fr 1fr auto', sm: '1fr 1fr 1fr auto' },
                            }}
                          >
                            {(
                              [
                                ['opens', 'Abre'],
                                ['lastStart', 'Último início'],
                                ['closes', 'Fecha'],
                              ] as const
                            ).map(([field, fieldLabel]) => (
                              <TextField
                                key={field}
                                select
                                size="small"
                                label={fieldLabel}
                                value={range[field]}
                                onChange={(e) => setRange(day, index, field, e.target.value)}
                                sx={field === 'closes' ? { gridColumn: { xs: '1 / 3', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } } : undefined}
                              >
                                {withValue(times, range[field]).map((t) => (
                                  <MenuItem key={t} value={t}>
                                    {t}
                                  </MenuItem>
                                ))}
                              </TextField>
                            ))}
                            <IconButton
                              aria-label={`Remover faixa ${index + 1} de ${label}`}
                              onClick={() => removeRange(day, index)}
                            >
                              <Close />
                            </IconButton>
                          </Box>
                        ))}
                        <Box>
                          <Button
                            size="small"
                            startIcon={<Add />}
                            onClick={() => addRange(day)}
                            disabled={ranges.length >= MAX_RANGES}
                            aria-label={`Adicionar faixa em ${label}`}
                          >
                            {ranges.length === 0 ? 'Abrir neste dia' : 'Adicionar faixa'}
                          </Button>
                        </Box>
                      </Stack>
                    </Box>
                  );
                })}
              </Stack>
            )}
          </Box>
          <Box component="section" aria-labelledby={`${spaceId}-limits`}>
            <Typography variant="h3" component="h3" id={`${spaceId}-limits`} sx={{ mb: 1.5 }}>
              Limites de cada reserva
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {LIMIT_FIELDS.map(({ key, label, options }) => (
                <TextField
                  key={key}
                  select
                  label={label}
                  value={limits[key]}
                  onChange={(e) => setLimits((l) => ({ ...l, [key]: e.target.value }))}
                  helperText={key === 'slotMinutes' ? 'O horário de funcionamento e as durações seguem este intervalo.' : undefined}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">Padrão ({describe(key, (defaults as RuleValues)[key])})</MenuItem>
                  {optionsOf(key, options).map((o) => (
                    <MenuItem key={o.value} value={String(o.value)}>
                      {o.label}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
          </Box>
          <Box component="section" aria-labelledby={`${spaceId}-approval`}>
            <Typography variant="h3" component="h3" id={`${spaceId}-approval`} sx={{ mb: 1 }}>
              Aprovação
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={approval}
                  onChange={(_, on) => setApproval(on)}
                  slotProps={{ input: { 'aria-describedby': `${spaceId}-approval-help` } }}
                />
              }
              label="Reservas exigem aprovação"
            />
            <Typography id={`${spaceId}-approval-help`} variant="body2" color="text.secondary">
              {approval
                ? 'Cada pedido guarda o horário e aguarda a decisão de um administrador em Reservas; o pagamento vem depois da aprovação. Sem decisão até a antecedência mínima antes do início, o pedido é recusado automaticamente.'
                : 'As reservas ficam pendentes de pagamento assim que feitas. Ao ligar, vale para os pedidos feitos daqui em diante.'}
            </Typography>
          </Box>
          {affected && (
            <Alert severity="warning" role="alert">
              <Typography sx={{ fontWeight: 600, mb: 1 }}>
                {countOf(affected.count, 'reserva futura fica', 'reservas futuras ficam')} fora do novo horário e{' '}
                {affected.count === 1 ? 'será cancelada' : 'serão canceladas'} (com reembolso quando pagas):
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {affected.bookings.map((b) => (
                  <li key={b.id}>
                    {formatDateTime(b.startsAt)} — {b.user.fullName}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variant="contained" color={affected ? 'error' : 'primary'} disabled={saving}>
          {saving
            ? 'Salvando...'
            : affected
              ? `Salvar e cancelar ${countOf(affected.count, 'reserva', 'reservas')}`
              : 'Salvar'}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** A new range after the day's last one (two hours later, or the day's end). */
function nextRange(ranges: Range[]): Range {
  const last = ranges[ranges.length - 1];
  const from = Math.min(23, Number((last?.closes ?? '18:00').slice(0, 2)) + 1);
  const to = Math.min(24, from + 4);
  return { opens: timeLabel(from * 60), lastStart: timeLabel((to - 1) * 60), closes: timeLabel(to * 60) };
}
