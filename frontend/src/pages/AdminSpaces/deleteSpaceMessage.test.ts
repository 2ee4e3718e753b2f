import { describe, expect, it } from 'vitest';
import { removalMessage } from './deleteSpaceMessage';

describe('removalMessage', () => {
  it('asks plainly when nobody ever booked the space', () => {
    expect(removalMessage('Sala Ipê', 'delete', { activeBookings: 0, totalBookings: 0 })).toBe(
      'Excluir o espaço "Sala Ipê"? Esta ação não pode ser desfeita.',
    );
  });

  it('says the history stays when only past or cancelled bookings reference it', () => {
    expect(removalMessage('Sala Ipê', 'delete', { activeBookings: 0, totalBookings: 3 })).toBe(
      'Excluir o espaço "Sala Ipê"? O espaço sai das listas; as 3 reservas dele continuam no histórico e nos relatórios.',
    );
  });

  it('says how many active bookings are cancelled and refunded, before listing whose', () => {
    expect(removalMessage('Sala Ipê', 'delete', { activeBookings: 2, totalBookings: 5 })).toBe(
      'Excluir o espaço "Sala Ipê"? O espaço sai das listas; as 5 reservas dele continuam no histórico e nos relatórios. 2 reservas ativas serão canceladas — as pagas com estorno integral — e cada cliente receberá um e-mail:',
    );
  });

  it('asks about deactivating in its own words', () => {
    expect(removalMessage('Sala Ipê', 'deactivate', { activeBookings: 0, totalBookings: 4 })).toBe(
      'Desativar o espaço "Sala Ipê"? Ele deixa de aparecer para os usuários.',
    );
    expect(removalMessage('Sala Ipê', 'deactivate', { activeBookings: 1, totalBookings: 4 })).toContain('1 reserva ativa será cancelada — se paga, com estorno integral — e o cliente receberá um e-mail:');
    expect(removalMessage('Sala Ipê', 'delete', { activeBookings: 0, totalBookings: 1 })).toContain('a reserva dele continua no histórico');
  });
});
