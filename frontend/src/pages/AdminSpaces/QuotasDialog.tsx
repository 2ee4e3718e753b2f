import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { LoadedDialog } from '../../components/admin/LoadedDialog';
import { useToast } from '../../components/ToastProvider';
import { describeQuota } from '../../lib/quotas';
import { describeError, fieldErrors } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { QuotaMetric, QuotaPeriod, QuotasDialogQuery } from './__generated__/QuotasDialogQuery.graphql';
import type { QuotasDialogCreateMutation } from './__generated__/QuotasDialogCreateMutation.graphql';
import type { QuotasDialogDeleteMutation } from './__generated__/QuotasDialogDeleteMutation.graphql';

const ALL = '';
const MAX = 1000;

const METRICS: { value: QuotaMetric; label: string }[] = [
  { value: 'HOURS', label: 'Horas' },
  { value: 'BOOKINGS', label: 'Reservas' },
];
const PERIODS: { value: QuotaPeriod; label: string }[] = [
  { value: 'DAY', label: 'Dia' },
  { value: 'WEEK', label: 'Semana (segunda a domingo)' },
  { value: 'MONTH', label: 'Mês' },
];

/**
 * Per-person limits (docs/scheduling.md, "Quotas"): hours or bookings per day, week or
 * month, in one space or across every space. The server checks them inside every booking
 * write; this screen lists, adds and removes them.
 */
export function QuotasDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <LoadedDialog open={open} onClose={onClose} title="Limites por pessoa" errorTitle="Erro ao carregar os limites" maxWidth="sm">
      {(attempt) => <Quotas key={attempt} />}
    </LoadedDialog>
  );
}

function Quotas() {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<QuotasDialogQuery>(
    graphql`
      query QuotasDialogQuery {
        quotas {
          id
          metric
          period
          max
          space {
            name
          }
        }
        spaces(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  const reload = () => setFetchKey((k) => k + 1);
  const toast = useToast();
  const [spaceId, setSpaceId] = useState(ALL);
  const [metric, setMetric] = useState<QuotaMetric>('HOURS');
  const [period, setPeriod] = useState<QuotaPeriod>('WEEK');
  const [max, setMax] = useState('4');
  const [error, setError] = useState<string | null>(null);
  // The server's refusal of a second limit of the same kind, under 'Período'.
  const [periodError, setPeriodError] = useState<string | null>(null);
  const [create, creating] = useAsyncMutation<QuotasDialogCreateMutation>(graphql`
    mutation QuotasDialogCreateMutation($input: CreateQuotaInput!) {
      createQuota(input: $input) {
        quota {
          id
        }
      }
    }
  `);
  const [remove] = useAsyncMutation<QuotasDialogDeleteMutation>(graphql`
    mutation QuotasDialogDeleteMutation($input: DeleteQuotaInput!) {
      deleteQuota(input: $input) {
        deletedQuotaId
      }
    }
  `);
  const spaces = data.spaces.edges.map((e) => e.node);
  const scopeName = (id: string) => (id === ALL ? 'todos os espaços' : (spaces.find((s) => s.id === id)?.name ?? ''));

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(max);
    if (!Number.isInteger(value) || value < 1 || value > MAX) {
      setError(`Informe um número inteiro de 1 a ${MAX}.`);
      return;
    }
    try {
      await create({ variables: { input: { spaceId: spaceId || null, metric, period, max: value } } });
      toast({ title: 'Limite criado', description: `${describeQuota(metric, period, value)} em ${scopeName(spaceId)}.` });
      reload();
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.max || fields.period) {
        setError(fields.max ?? null);
        setPeriodError(fields.period ?? null);
        return;
      }
      const { title, message } = describeError(failure, 'Erro ao criar o limite');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  const onRemove = async (id: string, label: string) => {
    try {
      await remove({ variables: { input: { quotaId: id } } });
      toast({ title: 'Limite removido', description: `${label}: as reservas deixam de contar para ele.` });
      reload();
    } catch (failure) {
      const { title, message } = describeError(failure, 'Erro ao remover o limite');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  return (
    <DialogContent dividers>
      <Stack spacing={3}>
        <Typography color="text.secondary">
          Cada pessoa reserva no máximo o que estes limites permitem, contando pedidos, reservas pendentes, confirmadas e
          realizadas do período. Um limite novo vale para as próximas reservas; as já feitas ficam.
        </Typography>
        <Box component="form" noValidate onSubmit={(e: FormEvent) => void onAdd(e)} aria-label="Novo limite">
          <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
            Novo limite
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              label="Onde"
              value={spaceId}
              onChange={(e) => {
                setSpaceId(e.target.value);
                setPeriodError(null);
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            >
              <MenuItem value={ALL}>Todos os espaços (somados)</MenuItem>
              {spaces.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Conta"
              value={metric}
              onChange={(e) => {
                setMetric(e.target.value as QuotaMetric);
                setPeriodError(null);
              }}
            >
              {METRICS.map((m) => (
                <MenuItem key={m.value} value={m.value}>
                  {m.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Período"
              value={period}
              onChange={(e) => {
                setPeriod(e.target.value as QuotaPeriod);
                setPeriodError(null);
              }}
              error={Boolean(periodError)}
              helperText={periodError ?? undefined}
            >
              {PERIODS.map((p) => (
                <MenuItem key={p.value} value={p.value}>
                  {p.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="number"
              label="Máximo"
              required
              value={max}
              onChange={(e) => {
                setMax(e.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error ?? `1 a ${MAX}`}
              slotProps={{ htmlInput: { min: 1, max: MAX, step: 1, inputMode: 'numeric' } }}
            />
          </Box>
          <Button type="submit" variant="contained" disabled={creating} sx={{ mt: 2 }}>
            {creating ? 'Criando...' : 'Criar limite'}
          </Button>
        </Box>
        <Box component="section" aria-label="Limites em vigor">
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            Limites em vigor
          </Typography>
          {data.quotas.length === 0 ? (
            <Typography color="text.secondary">Nenhum limite: cada pessoa reserva o quanto quiser.</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.quotas.map((q) => {
                const label = `${describeQuota(q.metric, q.period, q.max)} em ${q.space?.name ?? 'todos os espaços'}`;
                return (
                  <Box
                    component="li"
                    key={q.id}
                    sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{label}</Typography>
                    <Button size="small" color="error" onClick={() => void onRemove(q.id, label)} aria-label={`Remover: ${label}`}>
                      Remover
                    </Button>
                  </Box>
                );
              })}
            </Box>
          )}
        </Box>
      </Stack>
    </DialogContent>
  );
}
