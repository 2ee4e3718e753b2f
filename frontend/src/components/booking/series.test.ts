import { describe, expect, it } from 'vitest';
import { NO_REPEAT, recurrenceInput, repeatProblem, weekdayOf } from './series';

describe('series', () => {
  it('names the weekday of a business day, Monday first', () => {
    expect(weekdayOf('2031-03-10')).toBe('MONDAY');
    expect(weekdayOf('2031-03-11')).toBe('TUESDAY');
    expect(weekdayOf('2031-03-16')).toBe('SUNDAY');
  });

  it('always books the first occurrence’s weekday in a weekly series', () => {
    const weekly = { ...NO_REPEAT, frequency: 'WEEKLY' as const, weekdays: ['THURSDAY' as const] };
    expect(recurrenceInput(weekly, '2031-03-11')).toEqual({
      frequency: 'WEEKLY',
      weekdays: ['TUESDAY', 'THURSDAY'],
      occurrences: 4,
      until: null,
    });
    const daily = { ...NO_REPEAT, frequency: 'DAILY' as const, end: 'UNTIL' as const, until: '2031-03-20' };
    expect(recurrenceInput(daily, '2031-03-11')).toEqual({
      frequency: 'DAILY',
      weekdays: null,
      occurrences: null,
      until: '2031-03-20',
    });
  });

  it('mirrors the server’s limits on the end of a series', () => {
    const weekly = { ...NO_REPEAT, frequency: 'WEEKLY' as const };
    expect(repeatProblem(NO_REPEAT, '2031-03-11')).toBeNull();
    expect(repeatProblem({ ...weekly, count: 104 }, '2031-03-11')).toBeNull();
    expect(repeatProblem({ ...weekly, count: 105 }, '2031-03-11')).toBe('Uma série tem de 1 a 104 ocorrências.');
    expect(repeatProblem({ ...weekly, count: 0 }, '2031-03-11')).toBe('Uma série tem de 1 a 104 ocorrências.');
    expect(repeatProblem({ ...weekly, end: 'UNTIL', until: null }, '2031-03-11')).toBe('Informe a data final da série.');
    expect(repeatProblem({ ...weekly, end: 'UNTIL', until: '2031-03-10' }, '2031-03-11')).toBe(
      'A data final da série deve ser igual ou posterior à primeira ocorrência.',
    );
    expect(repeatProblem({ ...weekly, end: 'UNTIL', until: '2031-03-11' }, '2031-03-11')).toBeNull();
  });
});
