import { countOf } from '../../lib/format';
import type { RemovalMode } from './DeleteSpaceDialog';

/** What removing a space does to its bookings (`spaceRemovalPreview`). */
export interface RemovalCounts {
  /** Pending or confirmed bookings not yet ended: removing cancels them. */
  readonly activeBookings: number;
  /** Bookings of any status: their history keeps a deleted space archived. */
  readonly totalBookings: number;
}

/**
 * The question asked before deleting or deactivating a space (docs/booking-lifecycle.md,
 * "Removing a space"): how many active bookings will be cancelled, and that history stays.
 */
export function removalMessage(name: string, mode: RemovalMode, { activeBookings, totalBookings }: RemovalCounts): string {
  const question = mode === 'deactivate' ? `Desativar o espaço "${name}"?` : `Excluir o espaço "${name}"?`;
  const them = activeBookings === 1 ? 'será cancelada — se paga, com estorno integral — e o cliente receberá' : 'serão canceladas — as pagas com estorno integral — e cada cliente receberá';
  const cancelled =
    activeBookings > 0 ? ` ${countOf(activeBookings, 'reserva ativa', 'reservas ativas')} ${them} um e-mail:` : '';
  if (mode === 'deactivate') {
    return `${question} Ele deixa de aparecer para os usuários.${cancelled}`;
  }
  if (totalBookings === 0) return `${question} Esta ação não pode ser desfeita.${cancelled}`;
  const history =
    totalBookings === 1 ? 'a reserva dele continua' : `as ${countOf(totalBookings, 'reserva', 'reservas')} dele continuam`;
  return `${question} O espaço sai das listas; ${history} no histórico e nos relatórios.${cancelled}`;
}
