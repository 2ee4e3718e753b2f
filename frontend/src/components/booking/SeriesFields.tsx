import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { formatCurrency } from '../../lib/format';
import { weekdayOf as weekdayIndex } from '../../lib/dateText';
import { DateField } from '../DateField';
import { useFormatters } from '../FormatProvider';
import type { SeriesFieldsPreviewQuery } from './__generated__/SeriesFieldsPreviewQuery.graphql';
import { MAX_OCCURRENCES, WEEKDAYS, recurrenceInput, weekdayOf } from './series';
import type { Repeat, Weekday } from './series';

/**
 * How a repeating booking repeats (docs/scheduling.md, "Series"), below 'Repetir'
 * (RepeatField). Weekly series pick their weekdays; the first occurrence's is always one
 * (shown pressed and fixed). Its own chunk with the preview: loaded once a booking repeats.
 */
export function SeriesFields({
  repeat,
  onChange,
  firstDate,
  problem,
}: {
  repeat: Repeat;
  onChange: (next: Repeat) => void;
  firstDate: string | null;
  problem: string | null;
}) {
  const first = firstDate ? weekdayOf(firstDate) : null;
  const chosen = first ? Array.from(new Set([first, ...repeat.weekdays])) : [...repeat.weekdays];
  return (
    <Stack spacing={2}>
      {repeat.frequency === 'WEEKLY' && (
        <Box>
          <Typography variant="body2" color="text.secondary" id="series-weekdays" sx={{ mb: 0.5 }}>
            Dias da semana
          </Typography>
          <ToggleButtonGroup
            aria-labelledby="series-weekdays"
            value={chosen}
            onChange={(_, next: Weekday[]) => onChange({ ...repeat, weekdays: next.filter((d) => d !== first) })}
            size="small"
            sx={{ flexWrap: 'wrap' }}
          >
            {WEEKDAYS.map((d) => (
              <ToggleButton
                key={d.value}
                value={d.value}
                // The visible abbreviation first: the name a voice user says matches it.
                aria-label={d.value === first ? `${d.short}, ${d.label} (dia da primeira reserva)` : `${d.short}, ${d.label}`}
                disabled={d.value === first}
                sx={{ minWidth: 44, color: 'text.primary', '&.Mui-selected': { color: 'primary.dark' } }}
              >
                {d.short}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      )}
      {repeat.frequency !== 'NONE' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Termina"
            value={repeat.end}
            onChange={(e) => onChange({ ...repeat, end: e.target.value as Repeat['end'] })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="COUNT">Após N vezes</MenuItem>
            <MenuItem value="UNTIL">Em uma data</MenuItem>
          </TextField>
          {repeat.end === 'COUNT' ? (
            <TextField
              label="Ocorrências"
              type="number"
              value={Number.isNaN(repeat.count) ? '' : repeat.count}
              onChange={(e) => onChange({ ...repeat, count: Number.parseInt(e.target.value, 10) })}
              slotProps={{ htmlInput: { min: 1, max: MAX_OCCURRENCES, inputMode: 'numeric' } }}
              error={Boolean(problem)}
              helperText={problem ?? `De 1 a ${MAX_OCCURRENCES}.`}
              fullWidth
            />
          ) : (
            <DateField
              label="Até"
              value={repeat.until}
              onChange={(until) => onChange({ ...repeat, until })}
              min={firstDate ?? undefined}
              reference={firstDate ?? undefined}
              fullWidth
              error={Boolean(problem)}
              helperText={problem ?? undefined}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** What the preview found, for the form's submit. */
export interface SeriesPlan {
  /** Dates that cannot be booked and are not skipped: the series would be refused. */
  unresolved: readonly string[];
  /** Occurrences that would be booked, and their total. */
  count: number;
  total: number;
}

/**
 * Every occurrence as the server would check it now; taken ones carry a 'Pular'
 * checkbox (skipping is always the user's explicit choice).
 */
export function SeriesPreview({
  spaceId,
  startsAt,
  endsAt,
  firstDate,
  repeat,
  skip,
  onSkip,
  onPlan,
  fetchKey,
}: {
  spaceId: string;
  startsAt: string;
  endsAt: string;
  firstDate: string;
  repeat: Repeat;
  skip: readonly string[];
  onSkip: (next: readonly string[]) => void;
  onPlan: (plan: SeriesPlan | null) => void;
  fetchKey: number;
}) {
  const format = useFormatters();
  const { bookingSeriesPreview: preview } = useLazyLoadQuery<SeriesFieldsPreviewQuery>(
    graphql`
      query SeriesFieldsPreviewQuery($input: BookingSeriesPreviewInput!) {
        bookingSeriesPreview(input: $input) {
          occurrences {
            date
            startsAt
            available
            problemTitle
            problem
            price
          }
        }
      }
    `,
    { input: { spaceId, startsAt, endsAt, recurrence: recurrenceInput(repeat, firstDate) } },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const occurrences = preview.occurrences;
  const booked = occurrences.filter((o) => o.available && !skip.includes(o.date));
  const unresolved = occurrences.filter((o) => !o.available && !skip.includes(o.date));
  const total = booked.reduce((sum, o) => sum + Number(o.price), 0);
  const unresolvedDates = unresolved.map((o) => o.date).join(',');
  const count = booked.length;
  useEffect(() => {
    onPlan({ unresolved: unresolvedDates ? unresolvedDates.split(',') : [], count, total });
    return () => onPlan(null);
  }, [onPlan, unresolvedDates, count, total]);

  const dayOf = (o: (typeof occurrences)[number]) => {
    const label = format.date(o.startsAt ?? `${o.date}T12:00:00Z`);
    const weekday = WEEKDAYS[weekdayIndex(o.date)]?.short ?? '';
    return `${weekday} ${label}`;
  };

  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }} aria-live="polite">
        {`${booked.length} de ${occurrences.length} ocorrências serão reservadas · Total ${formatCurrency(total)}`}
      </Typography>
      {unresolved.length > 0 && (
        <Alert severity="warning" role="note" sx={{ mt: 1 }}>
          {unresolved.length === 1
            ? 'Uma ocorrência não está livre: marque “Pular” nela ou mude a série.'
            : `${unresolved.length} ocorrências não estão livres: marque “Pular” nelas ou mude a série.`}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label="Ocorrências da série"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, maxHeight: 240, overflowY: 'auto' }}
        tabIndex={0}
      >
        {occurrences.map((o) => (
          <Box
            component="li"
            key={o.date}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ minWidth: 120 }}>{dayOf(o)}</Typography>
            {o.available ? (
              <Typography color={skip.includes(o.date) ? 'text.secondary' : 'success.main'} sx={{ flex: 1 }}>
                {skip.includes(o.date) ? 'Pulada' : 'Livre'}
              </Typography>
            ) : (
              <Typography color="warning.main" sx={{ flex: 1 }} title={o.problem ?? undefined}>
                {o.problemTitle ?? 'Indisponível'}
                <Box component="span" sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary' }}>
                  {o.problem}
                </Box>
              </Typography>
            )}
            {(!o.available || skip.includes(o.date)) && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={skip.includes(o.date)}
                    onChange={(e) =>
                      onSkip(
                        e.target.checked ? [...skip, o.date] : skip.filter((d) => d !== o.date),
                      )
                    }
                    slotProps={{ input: { 'aria-label': `Pular ${dayOf(o)}` } }}
                  />
                }
                label="Pular"
              />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
