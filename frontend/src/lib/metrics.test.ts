import { describe, expect, it } from 'vitest';
import { formatGrowth, formatOccupancy, formatSatisfaction, formatWholeReais, share } from './metrics';

describe('formatOccupancy', () => {
  it('shows one decimal with a decimal comma', () => {
    expect(formatOccupancy(78)).toBe('78,0%');
    expect(formatOccupancy(12.345)).toBe('12,3%');
    expect(formatOccupancy(0)).toBe('0,0%');
    expect(formatOccupancy(100)).toBe('100,0%');
  });

  it("shows '—' without active spaces", () => {
    expect(formatOccupancy(null)).toBe('—');
    expect(formatOccupancy(undefined)).toBe('—');
    expect(formatOccupancy(Number.NaN)).toBe('—');
  });
});

describe('formatGrowth', () => {
  it('signs the whole percentage, with a true minus sign', () => {
    expect(formatGrowth(15)).toBe('+15%');
    expect(formatGrowth(14.6)).toBe('+15%');
    expect(formatGrowth(-3)).toBe('\u22123%');
    expect(formatGrowth(-2.6)).toBe('\u22123%');
    expect(formatGrowth(1250)).toBe('+1.250%');
  });

  it('shows no sign for no change', () => {
    expect(formatGrowth(0)).toBe('0%');
    expect(formatGrowth(0.4)).toBe('0%');
    expect(formatGrowth(-0.4)).toBe('0%');
  });

  it("shows '—' when last month had no bookings", () => {
    expect(formatGrowth(null)).toBe('—');
    expect(formatGrowth(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatSatisfaction', () => {
  it("shows '—' until ratings exist", () => {
    expect(formatSatisfaction(null)).toBe('—');
    expect(formatSatisfaction(4.8)).toBe('4,8/5');
  });
});

describe('formatWholeReais / share', () => {
  it('formats whole reais and shares', () => {
    expect(formatWholeReais(1234).replace(/\s/g, ' ')).toBe('R$ 1.234');
    expect(share(1, 4)).toBe(25);
    expect(share(3, 0)).toBe(0);
  });
});
