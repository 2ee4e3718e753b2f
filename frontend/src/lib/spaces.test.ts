import { describe, expect, it } from 'vitest';
import { activeFilterCount, capacityLabel, priceLabel, resourceLabel, resultCountLabel, toSpaceFilter } from './spaces';

const defaults = { search: '', capacity: [1, 100] as const, price: [0, 500] as const, resources: [] };

describe('spaces filter', () => {
  it('sends nothing for the defaults', () => {
    expect(toSpaceFilter(defaults)).toEqual({});
    expect(activeFilterCount(defaults)).toBe(0);
  });

  it('sends no upper bound when a slider is at its top (100+, R$ 500+)', () => {
    expect(toSpaceFilter({ ...defaults, capacity: [10, 100], price: [50, 500] })).toEqual({ minCapacity: 10, minPrice: '50.00' });
    expect(toSpaceFilter({ ...defaults, capacity: [1, 20], price: [0, 200] })).toEqual({ maxCapacity: 20, maxPrice: '200.00' });
  });

  it('sends the trimmed search, the resources and the admin status', () => {
    expect(toSpaceFilter({ ...defaults, search: '  sala ', resources: ['wifi'], status: 'inactive' })).toEqual({
      search: 'sala',
      resources: ['wifi'],
      isActive: false,
    });
    expect(toSpaceFilter({ ...defaults, status: 'active' })).toEqual({ isActive: true });
    expect(activeFilterCount({ ...defaults, search: 'x', capacity: [2, 100], resources: ['som'], status: 'active' })).toBe(3);
  });

  it('labels ranges and counts in pt-BR', () => {
    expect(capacityLabel([1, 100])).toBe('1 – 100+ pessoas');
    expect(capacityLabel([4, 20])).toBe('4 – 20 pessoas');
    expect(priceLabel([0, 500])).toBe('R$ 0 – R$ 500+');
    expect(priceLabel([10, 90])).toBe('R$ 10 – R$ 90');
    expect(resultCountLabel(1)).toBe('1 espaço encontrado');
    expect(resultCountLabel(0)).toBe('0 espaços encontrados');
    expect(resultCountLabel(1200)).toBe('1.200 espaços encontrados');
  });
});

describe('resourceLabel', () => {
  it('reads each known resource as people write it, and any other one without dashes', () => {
    expect(resourceLabel('ar-condicionado')).toBe('Ar-condicionado');
    expect(resourceLabel('wifi')).toBe('Wi-Fi');
    expect(resourceLabel('quadro-branco')).toBe('Quadro branco');
    expect(resourceLabel('mesa-de-som')).toBe('Mesa de som');
  });
});
