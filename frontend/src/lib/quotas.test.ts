import { describe, expect, it } from 'vitest';
import { describeQuota, limitsNotice } from './quotas';

describe('quota texts', () => {
  it('names the unit in the singular or plural and the period', () => {
    expect(describeQuota('HOURS', 'WEEK', 4)).toBe('Até 4 horas por semana');
    expect(describeQuota('BOOKINGS', 'DAY', 1)).toBe('Até 1 reserva por dia');
    expect(describeQuota('HOURS', 'MONTH', 1)).toBe('Até 1 hora por mês');
  });

  it('lists every limit of a space, or nothing', () => {
    expect(limitsNotice([])).toBeNull();
    expect(
      limitsNotice([
        { metric: 'HOURS', period: 'WEEK', max: 4, acrossSpaces: true },
        { metric: 'BOOKINGS', period: 'DAY', max: 2, acrossSpaces: false },
      ]),
    ).toBe('Limites por pessoa: até 4 horas por semana em todos os espaços somados; até 2 reservas por dia neste espaço.');
  });
});
