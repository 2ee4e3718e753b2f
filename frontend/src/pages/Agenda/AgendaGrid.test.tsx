import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgendaGrid } from './AgendaGrid';
import { AgendaList } from './AgendaList';
import type { AgendaRow } from './AgendaView';

/** A row of 11/03/2031 (São Paulo, UTC−3) open 08:00–12:00 by hours. */
function row(name: string, busy: number[] = [], bookings: AgendaRow['bookings'] = []): AgendaRow {
  const slots = [8, 9, 10, 11].map((h) => ({
    minuteOfDay: h * 60,
    startsAt: new Date(Date.UTC(2031, 2, 11, h + 3)).toISOString(),
    endsAt: new Date(Date.UTC(2031, 2, 11, h + 4)).toISOString(),
    available: !busy.includes(h),
    buffer: false,
    canStart: !busy.includes(h),
    tooSoon: false,
  }));
  return {
    id: `${name}@2031-03-11`,
    date: '2031-03-11',
    space: { id: `id-${name}`, name, capacity: 8, isActive: true },
    availability: { closedReason: null, slots, rules: { minDurationMinutes: 60, maxDurationMinutes: 480 } },
    bookings,
    ' $fragmentType': 'AgendaView_rows',
  } as unknown as AgendaRow;
}

const ipe = row('Sala Ipê', [9], [
  { startsAt: '2031-03-11T12:00:00.000Z', endsAt: '2031-03-11T13:00:00.000Z', status: 'PENDING', mine: true, ownerName: null },
]);
const cedro = row('Sala Cedro');
const closed = { ...row('Sala Fechada'), availability: { closedReason: 'Manutenção', slots: [], rules: { minDurationMinutes: 60, maxDurationMinutes: 480 } } } as AgendaRow;

describe('AgendaGrid', () => {
  it('says what each hour is, draws the bookings and the closed days', () => {
    render(<AgendaGrid rows={[ipe, cedro, closed]} week={false} onPick={vi.fn()} onWeek={vi.fn()} />);
    const grid = screen.getByRole('grid', { name: 'Agenda de 11/03/2031' });
    const ipeRow = within(grid).getAllByRole('row')[1]!;
    expect(within(ipeRow).getByRole('rowheader')).toHaveTextContent('Sala Ipê');
    expect(within(ipeRow).getByRole('gridcell', { name: '09:00 às 10:00, ocupado: Sua reserva · Pendente' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(ipeRow).getByRole('gridcell', { name: '10:00 às 11:00, livre' })).not.toHaveAttribute('aria-disabled');
    expect(within(grid).getByRole('gridcell', { name: 'Fechado: Manutenção' })).toBeInTheDocument();
    // One Tab stop for the whole grid.
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('moves with the arrows, extends with Shift and books the hours picked with Enter', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<AgendaGrid rows={[ipe, cedro]} week={false} onPick={onPick} onWeek={vi.fn()} />);
    screen.getAllByRole('gridcell', { name: '08:00 às 09:00, livre' })[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('08:00 às 09:00, livre');
    expect(document.activeElement?.getAttribute('data-row')).toBe('1');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(screen.getAllByRole('gridcell').filter((c) => c.getAttribute('aria-selected') === 'true')).toHaveLength(3);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ spaceId: 'id-Sala Cedro', startsAt: '2031-03-11T11:00:00.000Z', endsAt: '2031-03-11T14:00:00.000Z' });
  });

  it("reaches a row's 'Semana' with the arrows, not with Tab", async () => {
    const onWeek = vi.fn();
    const user = userEvent.setup();
    render(<AgendaGrid rows={[ipe, cedro]} week={false} onPick={vi.fn()} onWeek={onWeek} />);
    expect(screen.getByRole('button', { name: 'Semana de Sala Ipê' })).toHaveAttribute('tabindex', '-1');
    screen.getAllByRole('gridcell', { name: '08:00 às 09:00, livre' })[0]!.focus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Semana de Sala Cedro');
    await user.keyboard('{Enter}');
    expect(onWeek).toHaveBeenCalledWith('id-Sala Cedro');
  });

  it('keeps one Tab stop when the rows change under the cursor', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AgendaGrid rows={[ipe, cedro]} week={false} onPick={vi.fn()} onWeek={vi.fn()} />);
    screen.getAllByRole('gridcell', { name: '08:00 às 09:00, livre' })[0]!.focus();
    await user.keyboard('{ArrowDown}{End}');
    const shorter = { ...cedro, availability: { ...cedro.availability, slots: cedro.availability.slots.slice(0, 2) } } as AgendaRow;
    rerender(<AgendaGrid rows={[shorter]} week={false} onPick={vi.fn()} onWeek={vi.fn()} />);
    const stops = screen.getByRole('grid').querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    expect(stops[0]).toHaveAccessibleName('09:00 às 10:00, livre');
  });

  it('stops a drag at a busy hour and books what was dragged across', () => {
    const onPick = vi.fn();
    render(<AgendaGrid rows={[ipe]} week={false} onPick={onPick} onWeek={vi.fn()} />);
    const cell = (name: string) => screen.getByRole('gridcell', { name });
    fireEvent.pointerDown(cell('10:00 às 11:00, livre'), { button: 0 });
    fireEvent.pointerOver(cell('11:00 às 12:00, livre'));
    fireEvent.pointerUp(window);
    expect(onPick).toHaveBeenLastCalledWith({ spaceId: 'id-Sala Ipê', startsAt: '2031-03-11T13:00:00.000Z', endsAt: '2031-03-11T15:00:00.000Z' });
    // 08:00 → 10:00 would cross the booking at 09:00: only 08:00 is picked.
    fireEvent.pointerDown(cell('08:00 às 09:00, livre'), { button: 0 });
    fireEvent.pointerOver(cell('10:00 às 11:00, livre'));
    fireEvent.pointerUp(window);
    expect(onPick).toHaveBeenLastCalledWith({ spaceId: 'id-Sala Ipê', startsAt: '2031-03-11T11:00:00.000Z', endsAt: '2031-03-11T12:00:00.000Z' });
  });
});

describe('AgendaList', () => {
  it('lists the hours a booking can start at, one Tab stop a space; one tap opens the form on it', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<AgendaList rows={[ipe, closed]} week={false} onPick={onPick} onWeek={vi.fn()} />);
    const hours = screen.getByRole('toolbar', { name: 'Horários livres de Sala Ipê' });
    expect(within(hours).getAllByRole('button').map((b) => b.textContent)).toEqual(['08:00', '10:00', '11:00']);
    expect(screen.getByRole('list', { name: 'Reservas de Sala Ipê' })).toHaveTextContent('09:00–10:00 · Sua reserva · Pendente');
    expect(screen.getByText('Fechado: Manutenção')).toBeInTheDocument();
    // One Tab stop; the arrows move between the hours.
    expect(within(hours).getAllByRole('button').map((b) => b.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    within(hours).getByRole('button', { name: 'Reservar Sala Ipê às 08:00' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Reservar Sala Ipê às 10:00');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ spaceId: 'id-Sala Ipê', startsAt: '2031-03-11T13:00:00.000Z', endsAt: '2031-03-11T14:00:00.000Z' });
  });
});
