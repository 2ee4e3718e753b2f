import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useSessionStore } from '../../auth/SessionProvider';
import { LoadedDialog } from '../../components/admin/LoadedDialog';
import { useToast } from '../../components/ToastProvider';
import { countOf, formatDateTime } from '../../lib/format';
import { businessDate, serverNow } from '../../lib/serverTime';
import { describeError } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { ClosuresDialogAddHolidaysMutation } from './__generated__/ClosuresDialogAddHolidaysMutation.graphql';
import { useTextLimits } from '../../components/FormatProvider';
import type { ClosuresDialogCloseMutation } from './__generated__/ClosuresDialogCloseMutation.graphql';
import type { ClosuresDialogDeleteMutation } from './__generated__/ClosuresDialogDeleteMutation.graphql';
import type { ClosuresDialogHolidaysPreviewQuery } from './__generated__/ClosuresDialogHolidaysPreviewQuery.graphql';
import type { ClosuresDialogPreviewQuery } from './__generated__/ClosuresDialogPreviewQuery.graphql';
import type { ClosuresDialogQuery } from './__generated__/ClosuresDialogQuery.graphql';

const ALL = '';

const listQuery = graphql`
  query ClosuresDialogQuery {
    closures(first: 200) {
      id
      startsOn
      endsOn
      reason
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
    appConfig {
      timeZone
    }
  }
`;

const previewQuery = graphql`
  query ClosuresDialogPreviewQuery($input: ClosureFields!) {
    closurePreview(input: $input) {
      count
      bookings {
        id
        startsAt
        space {
          name
        }
        user {
          fullName
        }
      }
    }
  }
`;

const holidaysPreviewQuery = graphql`
  query ClosuresDialogHolidaysPreviewQuery($input: HolidaysFields!) {
    holidaysPreview(input: $input) {
      holidays {
        date
        name
      }
      affected {
        count
        bookings {
          id
          startsAt
          space {
            name
          }
          user {
            fullName
          }
        }
      }
    }
  }
`;

type Affected = ClosuresDialogPreviewQuery['response']['closurePreview'];

/** dd/mm/aaaa for a yyyy-mm-dd business day (no time-zone arithmetic). */
function dayLabel(key: string): string {
  const [y, m, d] = key.split('-');
  return `${d}/${m}/${y}`;
}

function period(startsOn: string, endsOn: string): string {
  return startsOn === endsOn ? dayLabel(startsOn) : `${dayLabel(startsOn)} a ${dayLabel(endsOn)}`;
}

/**
 * Closed dates (docs/scheduling.md, "Closures"): the closures still to come, a new one for
 * one space or every space, and a year's national holidays in one action. Bookings on
 * closed dates are listed first and cancelled only once the admin confirms that number.
 */
export function ClosuresDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <LoadedDialog open={open} onClose={onClose} title="Fechamentos e feriados" errorTitle="Erro ao carregar os fechamentos" maxWidth="md">
      {(attempt) => <Closures key={attempt} />}
    </LoadedDialog>
  );
}

function AffectedList({ affected }: { affected: Affected }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {affected.bookings.map((b) => (
        <li key={b.id}>
          {formatDateTime(b.startsAt)} — {b.space.name} — {b.user.fullName}
        </li>
      ))}
    </Box>
  );
}

function Closures() {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ClosuresDialogQuery>(listQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  const { closureReasonMax } = useTextLimits();
  const reload = () => setFetchKey((k) => k + 1);
  const environment = useRelayEnvironment();
  const session = useSessionStore();
  const toast = useToast();
  const today = businessDate(serverNow(session.accessToken()), data.appConfig.timeZone);
  const year = Number(today.slice(0, 4));
  const spaces = data.spaces.edges.map((e) => e.node);

  const [spaceId, setSpaceId] = useState(ALL);
  const [startsOn, setStartsOn] = useState(today);
  const [endsOn, setEndsOn] = useState(today);
  const [reason, setReason] = useState('');
  const [affected, setAffected] = useState<Affected | null>(null);
  const [holidayYear, setHolidayYear] = useState(year);
  const [optional, setOptional] = useState(false);
  const [holidays, setHolidays] = useState<ClosuresDialogHolidaysPreviewQuery['response']['holidaysPreview'] | null>(null);

  const [close, closing] = useAsyncMutation<ClosuresDialogCloseMutation>(graphql`
    mutation ClosuresDialogCloseMutation($input: CreateClosureInput!) {
      createClosure(input: $input) {
        cancelledBookings
      }
    }
  `);
  const [addHolidays, adding] = useAsyncMutation<ClosuresDialogAddHolidaysMutation>(graphql`
    mutation ClosuresDialogAddHolidaysMutation($input: AddHolidaysInput!) {
      addHolidays(input: $input) {
        closures {
          id
        }
        cancelledBookings
      }
    }
  `);
  const [reopen] = useAsyncMutation<ClosuresDialogDeleteMutation>(graphql`
    mutation ClosuresDialogDeleteMutation($id: ID!) {
      deleteClosure(id: $id) {
        deletedClosureId
      }
    }
  `);

  const failed = (error: unknown, fallback: string) => {
    const { title, message } = describeError(error, fallback);
    toast({ title, description: message, variant: 'destructive' });
  };
  const cancelledNote = (n: number) =>
    n > 0 ? ` ${countOf(n, 'reserva cancelada', 'reservas canceladas')}; cada pessoa foi avisada por e-mail.` : '';

  const closureFields = () => ({ spaceId: spaceId || null, startsOn, endsOn, reason });
  const onClose = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (!affected) {
        const preview = await fetchQuery<ClosuresDialogPreviewQuery>(environment, previewQuery, { input: closureFields() }, {
          fetchPolicy: 'network-only',
        }).toPromise();
        const found = preview?.closurePreview;
        if (found && found.count > 0) {
          setAffected(found);
          return;
        }
      }
      const result = await close({
        variables: { input: { ...closureFields(), expectedCancelledBookings: affected?.count ?? 0 } },
      });
      toast({ title: 'Datas fechadas', description: `${period(startsOn, endsOn)}: ${reason.trim()}.${cancelledNote(result.createClosure.cancelledBookings)}` });
      setAffected(null);
      setReason('');
      reload();
    } catch (error) {
      setAffected(null);
      failed(error, 'Erro ao fechar as datas');
    }
  };

  const holidayFields = () => ({ spaceId: spaceId || null, year: holidayYear, includeOptional: optional });
  const onHolidays = async () => {
    try {
      if (!holidays) {
        const preview = await fetchQuery<ClosuresDialogHolidaysPreviewQuery>(
          environment,
          holidaysPreviewQuery,
          { input: holidayFields() },
          { fetchPolicy: 'network-only' },
        ).toPromise();
        if (preview) setHolidays(preview.holidaysPreview);
        return;
      }
      const result = await addHolidays({
        variables: { input: { ...holidayFields(), expectedCancelledBookings: holidays.affected.count } },
      });
      const added = result.addHolidays.closures.length;
      toast({
        title: 'Feriados adicionados',
        description: `${countOf(added, 'feriado fechado', 'feriados fechados')} em ${holidayYear}.${cancelledNote(result.addHolidays.cancelledBookings)}`,
      });
      setHolidays(null);
      reload();
    } catch (error) {
      setHolidays(null);
      failed(error, 'Erro ao adicionar os feriados');
    }
  };

  const onReopen = async (id: string, label: string) => {
    try {
      await reopen({ variables: { id } });
      toast({ title: 'Datas reabertas', description: `${label} volta a aceitar reservas.` });
      reload();
    } catch (error) {
      failed(error, 'Erro ao reabrir as datas');
    }
  };

  return (
    <DialogContent dividers>
      <Stack spacing={3}>
        <TextField
          select
          label="Espaço"
          value={spaceId}
          onChange={(e) => {
            setSpaceId(e.target.value);
            setAffected(null);
            setHolidays(null);
          }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          helperText="Os fechamentos e feriados abaixo valem para este espaço ou para todos."
        >
          <MenuItem value={ALL}>Todos os espaços</MenuItem>
          {spaces.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>

        <Box component="form" noValidate onSubmit={(e: FormEvent) => void onClose(e)} aria-label="Novo fechamento">
          <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
            Novo fechamento
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              type="date"
              label="De"
              value={startsOn}
              onChange={(e) => {
                setStartsOn(e.target.value);
                if (e.target.value > endsOn) setEndsOn(e.target.value);
                setAffected(null);
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            />
            <TextField
              type="date"
              label="Até (inclusive)"
              value={endsOn}
              onChange={(e) => {
                setEndsOn(e.target.value);
                setAffected(null);
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startsOn } }}
            />
            <TextField
              label="Motivo (mostrado aos usuários)"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value.slice(0, closureReasonMax));
                setAffected(null);
              }}
              placeholder="Manutenção"
              helperText={`${reason.length}/${closureReasonMax}`}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
          </Box>
          {affected && (
            <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
              <Typography sx={{ fontWeight: 600, mb: 1 }}>
                {countOf(affected.count, 'reserva nestas datas será cancelada', 'reservas nestas datas serão canceladas')} (com
                reembolso quando pagas):
              </Typography>
              <AffectedList affected={affected} />
            </Alert>
          )}
          <Button type="submit" variant="contained" color={affected ? 'error' : 'primary'} disabled={closing} sx={{ mt: 2 }}>
            {closing
              ? 'Fechando...'
              : affected
                ? `Fechar e cancelar ${countOf(affected.count, 'reserva', 'reservas')}`
                : 'Fechar datas'}
          </Button>
        </Box>

        <Box component="section" aria-label="Feriados nacionais">
          <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
            Feriados nacionais
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              label="Ano"
              value={String(holidayYear)}
              onChange={(e) => {
                setHolidayYear(Number(e.target.value));
                setHolidays(null);
              }}
              sx={{ minWidth: 120 }}
            >
              {[year, year + 1, year + 2].map((y) => (
                <MenuItem key={y} value={String(y)}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Checkbox
                  checked={optional}
                  onChange={(_, on) => {
                    setOptional(on);
                    setHolidays(null);
                  }}
                />
              }
              label="Incluir Carnaval e Corpus Christi"
            />
          </Stack>
          {holidays && (
            <Alert severity={holidays.affected.count > 0 ? 'warning' : 'info'} role="alert" sx={{ mt: 2 }}>
              {holidays.holidays.length === 0 ? (
                'Todos estes feriados já estão fechados.'
              ) : (
                <>
                  <Typography sx={{ fontWeight: 600, mb: 1 }}>
                    {countOf(holidays.holidays.length, 'data será fechada', 'datas serão fechadas')}:{' '}
                    {holidays.holidays.map((h) => `${dayLabel(h.date)} (${h.name.replace(/^Feriado: /, '')})`).join(', ')}.
                  </Typography>
                  {holidays.affected.count > 0 && (
                    <>
                      <Typography sx={{ mb: 1 }}>
                        {countOf(holidays.affected.count, 'reserva será cancelada', 'reservas serão canceladas')}:
                      </Typography>
                      <AffectedList affected={holidays.affected} />
                    </>
                  )}
                </>
              )}
            </Alert>
          )}
          <Button
            variant={holidays ? 'contained' : 'outlined'}
            onClick={() => void onHolidays()}
            disabled={adding || (holidays !== null && holidays.holidays.length === 0)}
            sx={{ mt: 2 }}
          >
            {adding ? 'Adicionando...' : holidays ? 'Confirmar feriados' : `Ver feriados de ${holidayYear}`}
          </Button>
        </Box>

        <Box component="section" aria-label="Próximos fechamentos">
          <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
            Próximos fechamentos
          </Typography>
          {data.closures.length === 0 ? (
            <Typography color="text.secondary">Nenhum fechamento programado.</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.closures.map((c) => {
                const label = period(c.startsOn, c.endsOn);
                return (
                  <Box
                    component="li"
                    key={c.id}
                    sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {c.reason} · {c.space?.name ?? 'Todos os espaços'}
                      </Typography>
                    </Box>
                    <Button size="small" onClick={() => void onReopen(c.id, label)} aria-label={`Reabrir ${label}: ${c.reason}`}>
                      Reabrir
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
