import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useFormatters } from '../../components/FormatProvider';
import { atLeast, gridColumn, hourLabels, minuteOn, nearest, pick, timeline } from './agendaLayout';
import type { Pick } from './agendaLayout';
import { noonOf, shortWeekdayOf } from './agendaDates';
import { statusLabel } from '../../components/booking/BookingStatusChip';
import { bookingLabel, bookingTitle, slotState } from './agendaText';
import type { AgendaPickTarget, AgendaRow } from './AgendaView';

interface Cursor {
  row: number;
  slot: number;
}

/** Hours being picked in one row, from the anchor (where the drag or Shift began). */
interface Picking {
  row: number;
  anchor: number;
  pick: Pick;
}

const HEADER_COLUMN = 'minmax(11rem, 15rem)';

/**
 * The scheduler grid (docs/calendar.md): one row per space (or per day of a space's
 * week), hours across, bookings drawn in place. A free hour opens the booking form;
 * dragging across free hours, or Shift + arrows, picks the end too. One Tab stop: the
 * arrows move between hours and rows (ARIA grid pattern).
 */
export function AgendaGrid({
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
  const helpId = useId();
  const { date: formatDate, time, options } = useFormatters();
  const gridRef = useRef<HTMLDivElement>(null);
  const t = timeline(rows.map((r) => r.availability));
  const template = `${HEADER_COLUMN} repeat(${t.columns}, minmax(2.5rem, 1fr))`;
  const [cursor, setCursor] = useState<Cursor>({ row: 0, slot: 0 });
  // The hours being picked (dragging, or Shift + arrows), in the cursor's row.
  const [picking, setPickingState] = useState<Picking | null>(null);
  // The same, for the release at the end of a drag, which may come before a render.
  const pickingRef = useRef<Picking | null>(null);
  const setPicking = (next: Picking | null) => {
    pickingRef.current = next;
    setPickingState(next);
  };
  const dragging = useRef(false);

  const rowTitle = (row: AgendaRow) => (week ? `${shortWeekdayOf(row.date)} ${formatDate(noonOf(row.date))}` : row.space.name);
  const slotsOf = (r: number) => rows[r]?.availability.slots ?? [];
  // The cursor within what is shown now (a push or another day may have fewer rows or
  // hours): the grid always keeps exactly one Tab stop.
  const atRow = Math.min(cursor.row, Math.max(rows.length - 1, 0));
  const atSlot = cursor.slot === -1 && !week ? -1 : Math.min(Math.max(cursor.slot, 0), Math.max(slotsOf(atRow).length - 1, 0));
  const at = { row: atRow, slot: atSlot };

  const focusCell = useCallback((next: Cursor) => {
    setCursor(next);
    gridRef.current?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-slot="${next.slot}"]`)?.focus();
  }, []);

  const open = useCallback(
    (r: number, chosen: Pick) => {
      const row = rows[r];
      if (!row) return;
      const slots = row.availability.slots;
      const { minDurationMinutes, maxDurationMinutes } = row.availability.rules;
      const grown = chosen.from === chosen.to ? atLeast(slots, chosen, minDurationMinutes, maxDurationMinutes) : chosen;
      const first = slots[grown.from];
      const last = slots[grown.to];
      if (first && last) onPick({ spaceId: row.space.id, startsAt: first.startsAt, endsAt: last.endsAt });
    },
    [rows, onPick],
  );

  const extend = (r: number, anchor: number, focus: number) => {
    const row = rows[r];
    if (!row) return null;
    return pick(row.availability.slots, anchor, focus, row.availability.rules.maxDurationMinutes);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { row, slot } = at;
    const count = slotsOf(row).length;
    const minute = slotsOf(row)[slot]?.minuteOfDay ?? t.start;
    const toRow = (r: number) => {
      const slots = slotsOf(r);
      if (slot === -1) return { row: r, slot: -1 };
      return { row: r, slot: slots.length ? nearest(slots, minute) : 0 };
    };
    // In the day view, slot -1 is the row's 'Semana' button, left of its first hour.
    const first = week ? 0 : -1;
    if (slot === -1 && (event.key === 'Enter' || event.key === ' ')) return; // the button's own
    let next: Cursor;
    switch (event.key) {
      case 'ArrowRight':
        next = { row, slot: Math.min(slot + 1, Math.max(count - 1, 0)) };
        break;
      case 'ArrowLeft':
        next = { row, slot: Math.max(slot - 1, first) };
        break;
      case 'ArrowDown':
        next = toRow(Math.min(row + 1, rows.length - 1));
        break;
      case 'ArrowUp':
        next = toRow(Math.max(row - 1, 0));
        break;
      case 'Home':
        next = event.ctrlKey ? { row: 0, slot: 0 } : { row, slot: 0 };
        break;
      case 'End':
        next = event.ctrlKey ? { row: rows.length - 1, slot: 0 } : { row, slot: Math.max(count - 1, 0) };
        break;
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const chosen = picking?.row === row ? picking.pick : extend(row, slot, slot);
        if (chosen) open(row, chosen);
        setPicking(null);
        return;
      }
      case 'Escape':
        if (picking) {
          event.preventDefault();
          setPicking(null);
        }
        return;
      default:
        return;
    }
    event.preventDefault();
    if (event.shiftKey && (event.key === 'ArrowRight' || event.key === 'ArrowLeft') && next.row === row) {
      const anchor = picking?.row === row ? picking.anchor : slot;
      const chosen = extend(row, anchor, next.slot);
      setPicking(chosen ? { row, anchor, pick: chosen } : null);
    } else {
      setPicking(null);
    }
    focusCell(next);
  };

  // Dragging: press on an hour where a booking can start, move across the row, release.
  const cellOf = (target: EventTarget): Cursor | null => {
    const cell = (target as HTMLElement).closest<HTMLElement>('[data-slot]');
    if (!cell || cell.dataset.row === undefined) return null;
    return { row: Number(cell.dataset.row), slot: Number(cell.dataset.slot) };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const cell = cellOf(event.target);
    if (!cell) return;
    const chosen = extend(cell.row, cell.slot, cell.slot);
    setCursor(cell);
    if (!chosen) return;
    event.preventDefault();
    // Not scrolled into view: the page would move under the pointer mid-drag.
    (event.target as HTMLElement).closest<HTMLElement>('[data-slot]')?.focus({ preventScroll: true });
    dragging.current = true;
    setPicking({ row: cell.row, anchor: cell.slot, pick: chosen });
  };
  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    const current = pickingRef.current;
    if (!dragging.current || !current) return;
    const cell = cellOf(event.target);
    if (!cell || cell.row !== current.row) return;
    const chosen = extend(current.row, current.anchor, cell.slot);
    if (chosen) setPicking({ ...current, pick: chosen });
  };
  useEffect(() => {
    const release = () => {
      if (!dragging.current) return;
      dragging.current = false;
      const chosen = pickingRef.current;
      pickingRef.current = null;
      setPickingState(null);
      if (chosen) open(chosen.row, chosen.pick);
    };
    window.addEventListener('pointerup', release);
    return () => window.removeEventListener('pointerup', release);
  }, [open]);

  const legend = [
    { label: 'Livre', sx: freeSx },
    { label: 'Sua reserva', sx: mineSx },
    { label: 'Ocupado', sx: busySx },
    { label: 'Intervalo entre reservas', sx: bufferSx },
    { label: 'Fechado', sx: closedSx },
  ];

  return (
    <Box>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Clique numa hora livre ou arraste pelas horas para reservar. No teclado: setas para navegar (à esquerda
        da primeira hora fica o botão Semana), Shift + seta para estender e Enter para reservar.
      </Typography>
      <Box component="ul" aria-label="Legenda" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0, mb: 1.5 }}>
        {legend.map((l) => (
          <Box component="li" key={l.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.875rem' }}>
            <Box aria-hidden="true" sx={{ width: 16, height: 16, borderRadius: 0.5, ...l.sx }} />
            {l.label}
          </Box>
        ))}
      </Box>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
        <Box
          ref={gridRef}
          role="grid"
          aria-label={week ? `Semana de ${rows[0]?.space.name ?? ''}` : `Agenda de ${rows[0] ? formatDate(noonOf(rows[0].date)) : ''}`}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerOver={onPointerOver}
          sx={{ minWidth: `calc(15rem + ${t.columns * 2.5}rem)`, userSelect: 'none' }}
        >
          <Box role="row" sx={{ display: 'grid', gridTemplateColumns: template, borderBottom: 1, borderColor: 'divider' }}>
            <Box role="columnheader" sx={{ p: 1, fontWeight: 600, fontSize: '0.875rem' }}>
              {week ? 'Dia' : 'Espaço'}
            </Box>
            {hourLabels(t).map((h) => (
              <Box
                role="columnheader"
                key={h.minute}
                sx={{ gridColumn: gridColumn(t, h.minute, h.minute + 60), p: 1, fontSize: '0.8125rem', color: 'text.secondary', borderLeft: 1, borderColor: 'divider' }}
              >
                {h.label}
              </Box>
            ))}
          </Box>
          {rows.map((row, r) => {
            const slots = row.availability.slots;
            const closed = slots.length === 0;
            const chosen = picking?.row === r ? picking.pick : null;
            return (
              <Box
                role="row"
                key={row.id}
                sx={{ display: 'grid', gridTemplateColumns: template, gridTemplateRows: '3rem', borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
              >
                <Box
                  role="rowheader"
                  sx={{ gridColumn: 1, gridRow: 1, px: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 0.5, minWidth: 0 }}
                >
                  <Typography
                    component="span"
                    sx={{ fontWeight: 600, fontSize: '0.875rem', lineHeight: 1.25, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
                  >
                    {rowTitle(row)}
                    {!week && !row.space.isActive && (
                      <Typography component="span" variant="caption" color="text.secondary">
                        {' '}
                        (inativo)
                      </Typography>
                    )}
                  </Typography>
                  {!week && (
                    <Button
                      size="small"
                      onClick={() => onWeek(row.space.id)}
                      aria-label={`Semana de ${row.space.name}`}
                      tabIndex={at.row === r && at.slot === -1 ? 0 : -1}
                      data-row={r}
                      data-slot={-1}
                      onFocus={() => setCursor({ row: r, slot: -1 })}
                      sx={{ minWidth: 0, flexShrink: 0 }}
                    >
                      Semana
                    </Button>
                  )}
                </Box>
                {/* Hours the space does not open that day, under its own hours. */}
                {!closed && (
                  <Box aria-hidden="true" sx={{ gridColumn: `2 / ${t.columns + 2}`, gridRow: 1, ...closedSx }} />
                )}
                {closed ? (
                  <Box
                    role="gridcell"
                    tabIndex={at.row === r ? 0 : -1}
                    data-row={r}
                    data-slot={0}
                    onFocus={() => setCursor({ row: r, slot: 0 })}
                    sx={{ gridColumn: `2 / ${t.columns + 2}`, gridRow: 1, display: 'flex', alignItems: 'center', px: 1.5, fontSize: '0.875rem', ...closedSx }}
                  >
                    {row.availability.closedReason ? `Fechado: ${row.availability.closedReason}` : 'Fechado neste dia'}
                  </Box>
                ) : (
                  slots.map((slot, i) => {
                    const selected = chosen !== null && i >= chosen.from && i <= chosen.to;
                    const label = `${time(slot.startsAt)} às ${time(slot.endsAt)}, ${slotState(row, slot)}`;
                    return (
                      <Box
                        role="gridcell"
                        key={slot.startsAt}
                        tabIndex={at.row === r && at.slot === i ? 0 : -1}
                        data-row={r}
                        data-slot={i}
                        aria-label={label}
                        aria-selected={selected}
                        aria-disabled={slot.canStart ? undefined : true}
                        onFocus={() => setCursor({ row: r, slot: i })}
                        sx={{
                          gridColumn: gridColumn(t, slot.minuteOfDay, slot.minuteOfDay + (Date.parse(slot.endsAt) - Date.parse(slot.startsAt)) / 60_000),
                          gridRow: 1,
                          borderLeft: 1,
                          borderColor: 'divider',
                          cursor: slot.canStart ? 'pointer' : 'default',
                          ...(slot.buffer ? bufferSx : slot.available ? (slot.canStart ? freeSx : pastSx) : busySx),
                          ...(selected && { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.25) }),
                          '&:hover': slot.canStart ? { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12) } : undefined,
                        }}
                      />
                    );
                  })
                )}
                {row.bookings.map((b) => {
                  const from = minuteOn(b.startsAt, row.date, options.timeZone);
                  const to = minuteOn(b.endsAt, row.date, options.timeZone);
                  return (
                    <Box
                      key={b.startsAt}
                      aria-hidden="true"
                      title={`${bookingLabel(b)}: ${time(b.startsAt)}–${time(b.endsAt)}`}
                      sx={{
                        gridColumn: gridColumn(t, from, to),
                        gridRow: 1,
                        zIndex: 1,
                        pointerEvents: 'none',
                        m: '4px 2px',
                        px: 1,
                        borderRadius: 1,
                        display: 'flex',
                        flexDirection: 'column',
                        justifyContent: 'center',
                        overflow: 'hidden',
                        whiteSpace: 'nowrap',
                        fontSize: '0.8125rem',
                        lineHeight: 1.2,
                        fontWeight: 600,
                        '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
                        ...(b.mine ? mineSx : blockSx),
                        ...(b.status !== 'CONFIRMED' && b.status !== 'COMPLETED' && { borderStyle: 'dashed' }),
                      }}
                    >
                      <span>{bookingTitle(b)}</span>
                      {b.status !== 'CONFIRMED' && (
                        <Box component="span" sx={{ fontWeight: 400, fontSize: '0.75rem' }}>
                          {statusLabel(b.status)}
                        </Box>
                      )}
                    </Box>
                  );
                })}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

const freeSx = { bgcolor: 'background.paper', boxShadow: 'inset 0 0 0 1px #cbd5e1' } as const;
const pastSx = { bgcolor: 'grey.100' } as const;
const busySx = { bgcolor: 'grey.200' } as const;
const bufferSx = {
  backgroundImage: 'repeating-linear-gradient(45deg, #e5e7eb 0 4px, transparent 4px 8px)',
} as const;
const closedSx = {
  bgcolor: 'grey.100',
  color: 'text.secondary',
  backgroundImage: 'repeating-linear-gradient(135deg, #eceff3 0 6px, transparent 6px 12px)',
} as const;
const mineSx = { bgcolor: 'primary.main', color: 'primary.contrastText', border: '2px solid', borderColor: 'primary.dark' } as const;
const blockSx = { bgcolor: 'grey.700', color: 'common.white', border: '2px solid', borderColor: 'grey.800' } as const;
