import { describe, expect, it } from 'vitest';
import { addDays, datePlaceholder, formatDate, maskDate, parseDate, spokenDate, weekdayOf } from './dateText';

describe('maskDate', () => {
  it('puts the separators in as digits are typed', () => {
    const typed = '10032031'.split('').map((_, i, all) => maskDate(all.slice(0, i + 1).join(''), 'dd/MM/yyyy'));
    expect(typed).toEqual(['1', '10', '10/0', '10/03', '10/03/2', '10/03/20', '10/03/203', '10/03/2031']);
  });

  it('keeps a typed separator after a whole part, and drops it on backspace', () => {
    expect(maskDate('10/', 'dd/MM/yyyy')).toBe('10/');
    expect(maskDate('10/03/', 'dd/MM/yyyy')).toBe('10/03/');
    expect(maskDate('10/0', 'dd/MM/yyyy')).toBe('10/0');
    expect(maskDate('10', 'dd/MM/yyyy')).toBe('10');
  });

  it('closes a one-digit day or month when a separator is typed after it', () => {
    expect(maskDate('1/', 'dd/MM/yyyy')).toBe('01/');
    expect(maskDate('1/3/2031', 'dd/MM/yyyy')).toBe('01/03/2031');
    expect(maskDate('2031-3-07', 'yyyy-MM-dd')).toBe('2031-03-07');
    expect(maskDate('2031-3-7', 'yyyy-MM-dd')).toBe('2031-03-7');
    expect(maskDate('3/7/2031', 'MM/dd/yyyy')).toBe('03/07/2031');
  });

  it('ignores letters and stops at a whole date', () => {
    expect(maskDate('1a0b0c3', 'dd/MM/yyyy')).toBe('10/03');
    expect(maskDate('10/03/20315', 'dd/MM/yyyy')).toBe('10/03/2031');
    expect(maskDate('', 'dd/MM/yyyy')).toBe('');
  });
});

describe('parseDate', () => {
  it('reads a whole date in each order', () => {
    expect(parseDate('10/03/2031', 'dd/MM/yyyy')).toBe('2031-03-10');
    expect(parseDate('03/10/2031', 'MM/dd/yyyy')).toBe('2031-03-10');
    expect(parseDate('2031-03-10', 'yyyy-MM-dd')).toBe('2031-03-10');
  });

  it('refuses what is not a day', () => {
    expect(parseDate('10/03/203', 'dd/MM/yyyy')).toBeNull();
    expect(parseDate('31/04/2031', 'dd/MM/yyyy')).toBeNull();
    expect(parseDate('29/02/2031', 'dd/MM/yyyy')).toBeNull();
    expect(parseDate('29/02/2032', 'dd/MM/yyyy')).toBe('2032-02-29');
    expect(parseDate('00/03/2031', 'dd/MM/yyyy')).toBeNull();
    expect(parseDate('10/13/2031', 'dd/MM/yyyy')).toBeNull();
    expect(parseDate('10/03/0031', 'dd/MM/yyyy')).toBeNull();
    expect(parseDate('2031-03-10', 'dd/MM/yyyy')).toBeNull();
  });
});

describe('the rest', () => {
  it('formats, places and names days without time zones', () => {
    expect(formatDate('2031-03-10', 'dd/MM/yyyy')).toBe('10/03/2031');
    expect(formatDate('2031-03-10', 'MM/dd/yyyy')).toBe('03/10/2031');
    expect(datePlaceholder('dd/MM/yyyy')).toBe('dd/mm/aaaa');
    expect(datePlaceholder('yyyy-MM-dd')).toBe('aaaa-mm-dd');
    expect(weekdayOf('2031-03-10')).toBe(0);
    expect(weekdayOf('2031-03-16')).toBe(6);
    expect(addDays('2031-02-27', 2)).toBe('2031-03-01');
    expect(addDays('2031-03-01', -1)).toBe('2031-02-28');
    expect(spokenDate('2031-03-11')).toBe('11 de março de 2031');
  });
});
