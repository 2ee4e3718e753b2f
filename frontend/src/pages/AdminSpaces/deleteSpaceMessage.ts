/** How many bookings deleting a space deletes too (`Space.bookingCounts`). */
export interface BookingCounts {
  readonly total: number;
  /** Pending or confirmed. */
  readonly active: number;
  readonly cancelled: number;
}

/**
 * The question asked before deleting a space (docs/screens.md, "Admin"): it says whether the space has
 * bookings, and that they are deleted with it.
 */
export function deleteSpaceMessage(name: string, { total, active, cancelled }: BookingCounts): string {
  const question = `Excluir o espaço "${name}"?`;
  const final = 'Esta ação não pode ser desfeita.';
  if (total === 0) return `${question} ${final}`;
  if (cancelled === total) {
    return `${question} O espaço possui ${total} reserva(s) cancelada(s), que também serão excluídas. ${final}`;
  }
  return `${question} O espaço possui ${total} reserva(s), ${active} ativa(s). Todas as reservas associadas também serão excluídas. ${final}`;
}
