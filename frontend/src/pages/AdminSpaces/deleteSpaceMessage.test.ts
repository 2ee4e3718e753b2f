import { describe, expect, it } from 'vitest';
import { deleteSpaceMessage } from './deleteSpaceMessage';

describe('deleteSpaceMessage', () => {
  it('asks plainly when the space has no bookings', () => {
    expect(deleteSpaceMessage('Sala Ipê', { total: 0, active: 0, cancelled: 0 })).toBe(
      'Excluir o espaço "Sala Ipê"? Esta ação não pode ser desfeita.',
    );
  });

  it('says the cancelled bookings go too when none is active', () => {
    expect(deleteSpaceMessage('Sala Ipê', { total: 3, active: 0, cancelled: 3 })).toBe(
      'Excluir o espaço "Sala Ipê"? O espaço possui 3 reserva(s) cancelada(s), que também serão excluídas. Esta ação não pode ser desfeita.',
    );
  });

  it('gives the counts when some bookings were completed, though none is active', () => {
    expect(deleteSpaceMessage('Sala Ipê', { total: 3, active: 0, cancelled: 1 })).toBe(
      'Excluir o espaço "Sala Ipê"? O espaço possui 3 reserva(s), 0 ativa(s). Todas as reservas associadas também serão excluídas. Esta ação não pode ser desfeita.',
    );
  });

  it('gives the total and active counts when bookings are active', () => {
    expect(deleteSpaceMessage('Sala Ipê', { total: 5, active: 2, cancelled: 1 })).toBe(
      'Excluir o espaço "Sala Ipê"? O espaço possui 5 reserva(s), 2 ativa(s). Todas as reservas associadas também serão excluídas. Esta ação não pode ser desfeita.',
    );
  });
});
