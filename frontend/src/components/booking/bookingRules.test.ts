import { describe, expect, it } from 'vitest';
import {
  checkBooking,
  estimatePrice,
  rangeTaken,
  reachableEndMinutes,
  span,
  startSlots,
  timeLabel,
} from './bookingRules';
import { bufferHint } from './bookingRules';
import type { HoursConfig, Slot } from './bookingRules';

const config: HoursConfig = { minDurationMinutes: 60, maxDurationMinutes: 480, noticeMinutes: 60 };
const limits = { minDurationMinutes: 60, maxDurationMinutes: 480 };

/** The slots of 2031-03-11 (São Paulo, UTC−3), 08:00 to 21:00. */
function day(busy: number[] = [], tooSoonBefore = 0): Slot[] {
  return Array.from({ length: 14 }, (_, i) => {
    const hour = 8 + i;
    const start = Date.UTC(2031, 2, 11, hour + 3);
    return {
      minuteOfDay: hour * 60,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 3_600_000).toISOString(),
      available: !busy.includes(hour),
      tooSoon: hour < tooSoonBefore,
      withinStartHours: hour <= 20,
      buffer: false,
    };
  });
}
const slot = (slots: Slot[], hour: number) => slots.find((s) => s.minuteOfDay === hour * 60) as Slot;
const hourOf = (s: Slot) => s.minuteOfDay / 60;
/** The end hours reachable from `startHour` (the tests' days are whole hours). */
const reachableEndHours = (slots: Slot[], startHour: number, l: typeof limits) =>
  reachableEndMinutes(slots, startHour * 60, l).map((m) => m / 60);
const NOW = Date.UTC(2031, 2, 10, 12); // the day before, 09:00 local

describe('startSlots', () => {
  it('offers free hours that are not too soon, never 21 or later', () => {
    const hours = startSlots(day([10, 11], 9), config).map(hourOf);
    expect(hours).toEqual([9, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe("a space's own limits", () => {
  const twoToThree = { minDurationMinutes: 120, maxDurationMinutes: 180, noticeMinutes: 1440 };

  it('offers only starts with the shortest booking free after them, and ends between the limits', () => {
    const starts = startSlots(day([10]), twoToThree).map(hourOf);
    expect(starts).toEqual([8, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(reachableEndHours(day(), 12, twoToThree)).toEqual([14, 15]);
  });

  it('stops at a gap between opening ranges', () => {
    const split = day().filter((s) => hourOf(s) < 12 || hourOf(s) >= 14);
    expect(reachableEndHours(split, 10, limits)).toEqual([11, 12]);
  });

  it("words the refusals with the space's values, as the server does", () => {
    const slots = day();
    const choice = { date: '2031-03-11', start: slot(slots, 10), end: slot(slots, 10) };
    expect(checkBooking(choice, twoToThree, NOW - 86_400_000)).toEqual({
      title: 'Duração mínima',
      message: 'A reserva deve ter pelo menos 2 horas.',
      field: 'end',
    });
    expect(checkBooking({ ...choice, end: slot(slots, 11) }, twoToThree, NOW + 2 * 3_600_000)?.message).toBe(
      'A reserva deve ser feita com pelo menos 24 horas de antecedência.',
    );
    expect(checkBooking({ ...choice, end: slot(slots, 13) }, twoToThree, NOW - 86_400_000)?.message).toBe(
      'A reserva pode ter no máximo 3 horas.',
    );
    expect(span(90)).toBe('1 h 30 min');
  });
});

describe('reachableEndHours', () => {
  it('runs up to 22:00 on a free day', () => {
    expect(reachableEndHours(day(), 18, limits)).toEqual([19, 20, 21, 22]);
  });

  it('stops before the first busy hour', () => {
    expect(reachableEndHours(day([10, 11]), 8, limits)).toEqual([9, 10]);
    expect(reachableEndHours(day([13]), 12, limits)).toEqual([13]);
  });

  it('starts again after a busy block, and ends within the longest booking', () => {
    expect(reachableEndHours(day([10, 11]), 12, limits)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
    expect(reachableEndHours(day([10, 11]), 12, { minDurationMinutes: 60, maxDurationMinutes: 1440 })).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
    ]);
  });

  it('offers nothing from a busy start or from closing time', () => {
    expect(reachableEndHours(day([9]), 9, limits)).toEqual([]);
    expect(reachableEndHours(day(), 22, limits)).toEqual([]);
  });
});

describe('rangeTaken', () => {
  it('is true when any chosen slot became busy or left the day', () => {
    const chosen = (slots: Slot[]) => rangeTaken(slots, slot(slots, 10), slot(slots, 11));
    expect(chosen(day([11]))).toBe(true);
    expect(chosen(day([12]))).toBe(false);
    const gap = day().filter((s) => hourOf(s) !== 11);
    expect(rangeTaken(gap, slot(gap, 10), slot(gap, 12))).toBe(true);
  });
});

describe('half-hour slots', () => {
  /** 08:30 to 11:30, every half hour. */
  const halves: Slot[] = Array.from({ length: 7 }, (_, i) => {
    const start = Date.UTC(2031, 2, 11, 11, 30) + i * 1_800_000;
    return {
      minuteOfDay: 510 + i * 30,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 1_800_000).toISOString(),
      available: i !== 3,
      tooSoon: false,
      withinStartHours: true,
      buffer: false,
    };
  });
  const short = { minDurationMinutes: 30, maxDurationMinutes: 90 };

  it('ends every half hour up to the next busy slot or the longest booking', () => {
    expect(reachableEndMinutes(halves, 510, short).map(timeLabel)).toEqual(['09:00', '09:30', '10:00']);
    expect(reachableEndMinutes(halves, 630, short).map(timeLabel)).toEqual(['11:00', '11:30', '12:00']);
    expect(startSlots(halves, short).map((s) => timeLabel(s.minuteOfDay))).toEqual([
      '08:30', '09:00', '09:30', '10:30', '11:00', '11:30',
    ]);
  });

  it('prices half an hour as half the hourly price, a half cent rounding up as on the server', () => {
    expect(estimatePrice(90, '80.50')).toBe(120.75);
    expect(estimatePrice(30, '80.51')).toBe(40.26);
    expect(timeLabel(1440)).toBe('24:00');
  });
});

describe('checkBooking (the spec order)', () => {
  const slots = day();
  const ok = { date: '2031-03-11', start: slot(slots, 10), end: slot(slots, 11) };

  it('passes a valid choice', () => {
    expect(checkBooking(ok, config, NOW)).toBeNull();
  });

  it('1. asks for a date first, whatever else is missing', () => {
    expect(checkBooking({ date: null, start: null, end: null }, config, NOW)).toEqual({
      title: 'Data obrigatória',
      message: 'Selecione uma data para a reserva.',
      field: 'date',
    });
  });

  it('2. then for both hours, at the first one missing', () => {
    const expected = { title: 'Horário obrigatório', message: 'Selecione o horário de início e fim.' };
    expect(checkBooking({ ...ok, start: null, end: null }, config, NOW)).toEqual({ ...expected, field: 'start' });
    expect(checkBooking({ ...ok, start: null }, config, NOW)).toEqual({ ...expected, field: 'start' });
    expect(checkBooking({ ...ok, end: null }, config, NOW)).toEqual({ ...expected, field: 'end' });
  });

  it('3. then that the end is after the start', () => {
    expect(checkBooking({ ...ok, start: slot(slots, 12), end: slot(slots, 10) }, config, NOW)).toEqual({
      title: 'Horário inválido',
      message: 'O horário de fim deve ser após o horário de início.',
      field: 'end',
    });
  });

  it('4. then the 8-hour maximum (checked before the lead time)', () => {
    expect(checkBooking({ ...ok, start: slot(slots, 8), end: slot(slots, 16) }, config, NOW)).toEqual({
      title: 'Duração máxima excedida',
      message: 'A reserva pode ter no máximo 8 horas.',
      field: 'end',
    });
    expect(checkBooking({ ...ok, start: slot(slots, 8), end: slot(slots, 15) }, config, NOW)).toBeNull();
    // Too long and too soon: the duration is reported.
    const late = Date.UTC(2031, 2, 11, 11, 30);
    expect(checkBooking({ ...ok, start: slot(slots, 8), end: slot(slots, 16) }, config, late)?.title).toBe(
      'Duração máxima excedida',
    );
  });

  it('5. finally the 1-hour lead time, by the server clock or the slot flag', () => {
    const expected = {
      title: 'Horário inválido',
      message: 'A reserva deve ser feita com pelo menos 1 hora de antecedência.',
      field: 'start',
    };
    const at0930 = Date.UTC(2031, 2, 11, 12, 30); // 09:30 local: 10:00 is only 30 min away
    expect(checkBooking(ok, config, at0930)).toEqual(expected);
    expect(checkBooking(ok, config, Date.UTC(2031, 2, 11, 12, 0))).toBeNull(); // exactly 1 h ahead
    expect(checkBooking({ ...ok, start: { ...slot(slots, 10), tooSoon: true } }, config, NOW)).toEqual(expected);
  });
});

describe('bufferHint', () => {
  it('names the time kept free, as the server words it', () => {
    expect(bufferHint({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0 })).toBe('');
    expect(bufferHint({ bufferBeforeMinutes: 0, bufferAfterMinutes: 15 })).toBe(
      'Este espaço mantém 15 minutos livres depois de cada reserva.',
    );
    expect(bufferHint({ bufferBeforeMinutes: 30, bufferAfterMinutes: 30 })).toBe(
      'Este espaço mantém 30 minutos livres antes e depois de cada reserva.',
    );
    expect(bufferHint({ bufferBeforeMinutes: 10, bufferAfterMinutes: 90 })).toBe(
      'Este espaço mantém 10 minutos livres antes e 1 h 30 min depois de cada reserva.',
    );
  });
});

describe('estimatePrice', () => {
  it('multiplies hours by the price in cents', () => {
    expect(estimatePrice(180, '0.10')).toBe(0.3);
    expect(estimatePrice(120, '150.00')).toBe(300);
  });
});
