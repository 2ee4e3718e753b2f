import Chip from '@mui/material/Chip';

type Status = 'AWAITING_APPROVAL' | 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED';

// Soft badges whose text keeps at least 4.5:1 contrast on its background.
const styles: Record<Status, { label: string; color: string; bg: string }> = {
  AWAITING_APPROVAL: { label: 'Aguardando aprovação', color: '#5b21b6', bg: '#ede9fe' },
  PENDING: { label: 'Pendente', color: '#92400e', bg: '#fef3c7' },
  CONFIRMED: { label: 'Confirmado', color: '#166534', bg: '#dcfce7' },
  COMPLETED: { label: 'Realizado', color: '#1e40af', bg: '#dbeafe' },
  CANCELLED: { label: 'Cancelado', color: '#991b1b', bg: '#fee2e2' },
};

/** The status label (docs/booking-rules.md); any value it does not know shows as Cancelado. */
export function statusLabel(status: string): string {
  return (styles[status as Status] ?? styles.CANCELLED).label;
}

/** A booking's status badge; with `count`, how many bookings have it ('Confirmado: 3'). */
export function BookingStatusChip({ status, count }: { status: string; count?: number }) {
  const style = styles[status as Status] ?? styles.CANCELLED;
  return (
    <Chip
      label={count === undefined ? style.label : `${style.label}: ${count}`}
      size="small"
      sx={{ color: style.color, bgcolor: style.bg, fontWeight: 600, border: 1, borderColor: 'transparent' }}
    />
  );
}
