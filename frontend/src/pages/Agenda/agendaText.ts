import { statusLabel } from '../../components/booking/BookingStatusChip';
import type { AgendaRow } from './AgendaView';

type Booking = AgendaRow['bookings'][number];
type Slot = AgendaRow['availability']['slots'][number];

/** Who a drawn booking is: the viewer's own, its owner (admins), or just busy time. */
export function bookingTitle(b: Booking): string {
  if (b.mine) return 'Sua reserva';
  return b.ownerName ?? 'Ocupado';
}

/** The title with the status when it is not plainly confirmed. */
export function bookingLabel(b: Booking): string {
  return b.status === 'CONFIRMED' ? bookingTitle(b) : `${bookingTitle(b)} · ${statusLabel(b.status)}`;
}

/** The drawn booking that holds a slot, if any. */
export function bookingAt(row: AgendaRow, slot: Slot): Booking | undefined {
  const [from, to] = [Date.parse(slot.startsAt), Date.parse(slot.endsAt)];
  return row.bookings.find((b) => Date.parse(b.startsAt) < to && Date.parse(b.endsAt) > from);
}

/** What a slot is, said after its hours ('livre', 'ocupado: Sua reserva'…). */
export function slotState(row: AgendaRow, slot: Slot): string {
  const booking = bookingAt(row, slot);
  if (booking) return `ocupado: ${bookingLabel(booking)}`;
  if (slot.buffer) return 'intervalo entre reservas';
  if (!slot.available) return 'ocupado';
  if (slot.canStart) return 'livre';
  if (slot.tooSoon) return 'livre, começa cedo demais para reservar';
  return 'livre, mas uma reserva não pode começar aqui';
}
