import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatters } from '../../components/FormatProvider';
import { atLeast } from './agendaLayout';
import { noonOf, weekdayOf } from './agendaDates';
import { bookingLabel } from './agendaText';
import type { AgendaPickTarget, AgendaRow } from './AgendaView';

/**
 * The agenda on a phone (docs/calendar.md): one card per space (or day), its bookings
 * and the hours a booking can start at; an hour opens the form on it, and the form's
 * 'Reservar' books: two taps.
 */
export function AgendaList({
  rows,
  week,
  onPick,
  onWeek,
}: {
  rows: readonly AgendaRow[];
  week: boolean;
  onPick: (target: AgendaPickTarget) => void;
  onWeek: (spaceId: string) => void;
}) {
  const { date: formatDate, time } = useFormatters();
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const title = week ? `${weekdayOf(row.date)}, ${formatDate(noonOf(row.date))}` : row.space.name;
        const { slots, rules, closedReason } = row.availability;
        const starts = slots.map((s, i) => ({ s, i })).filter(({ s }) => s.canStart);
        const book = (i: number) => {
          const chosen = atLeast(slots, { from: i, to: i }, rules.minDurationMinutes, rules.maxDurationMinutes);
          const [first, last] = [slots[chosen.from], slots[chosen.to]];
          if (first && last) onPick({ spaceId: row.space.id, startsAt: first.startsAt, endsAt: last.endsAt });
        };
        return (
          <Card component="li" key={row.id}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography variant="h2" sx={{ fontSize: '1.0625rem' }}>
                  {title}
                </Typography>
                {!week && (
                  <Button size="small" onClick={() => onWeek(row.space.id)} aria-label={`Semana de ${row.space.name}`}>
                    Semana
                  </Button>
                )}
              </Stack>
              {slots.length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {closedReason ? `Fechado: ${closedReason}` : 'Fechado neste dia'}
                </Typography>
              ) : (
                <>
                  {row.bookings.length > 0 && (
                    <Box component="ul" aria-label={`Reservas de ${title}`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                      {row.bookings.map((b) => (
                        <Typography component="li" key={b.startsAt} variant="body2" sx={{ fontWeight: b.mine ? 600 : 400 }}>
                          {time(b.startsAt)}–{time(b.endsAt)} · {bookingLabel(b)}
                        </Typography>
                      ))}
                    </Box>
                  )}
                  {starts.length === 0 ? (
                    <Typography color="text.secondary" sx={{ mt: 1 }}>
                      Nenhum horário livre.
                    </Typography>
                  ) : (
                    <HourButtons title={title} starts={starts.map(({ s, i }) => ({ label: time(s.startsAt), index: i }))} onBook={book} />
                  )}
                </>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

/**
 * A space's free hours: one Tab stop, the arrows (and Home, End) move between the hours,
 * Enter books (a toolbar's keys): a keyboard crosses a card in one Tab, not twenty.
 */
function HourButtons({
  title,
  starts,
  onBook,
}: {
  title: string;
  starts: { label: string; index: number }[];
  onBook: (index: number) => void;
}) {
  const [active, setActive] = useState(0);
  const group = useRef<HTMLDivElement>(null);
  const current = Math.min(active, starts.length - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: starts.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const clamped = Math.min(Math.max(next, 0), starts.length - 1);
    setActive(clamped);
    group.current?.querySelectorAll<HTMLElement>('button')[clamped]?.focus();
  };
  return (
    <Box
      ref={group}
      role="toolbar"
      aria-label={`Horários livres de ${title}`}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}
    >
      {starts.map((start, k) => (
        <Button
          key={start.index}
          variant="outlined"
          size="small"
          tabIndex={k === current ? 0 : -1}
          onFocus={() => setActive(k)}
          onClick={() => onBook(start.index)}
          aria-label={`Reservar ${title} às ${start.label}`}
          sx={{ minWidth: '4.25rem', minHeight: 40 }}
        >
          {start.label}
        </Button>
      ))}
    </Box>
  );
}
