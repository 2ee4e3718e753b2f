import { describe, expect, it } from 'vitest';
import { freeOwnHours } from './BookingFormTimes';
import type { Slot } from './bookingRules';

/** 08:00–13:00 of 2031-03-11 (São Paulo, UTC−3): the moved booking holds 10:00, its buffers 09:00 and 11:00. */
function day(): Slot[] {
  return [8, 9, 10, 11, 12].map((hour) => {
    const start = Date.UTC(2031, 2, 11, hour + 3);
    return {
      minuteOfDay: hour * 60,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 3_600_000).toISOString(),
      available: ![9, 10, 11].includes(hour),
      tooSoon: false,
      withinStartHours: true,
      buffer: hour === 9 || hour === 11,
    };
  });
}
const own = { startsAt: '2031-03-11T13:00:00.000Z', endsAt: '2031-03-11T14:00:00.000Z' };
const free = (slots: readonly Slot[]) => slots.filter((s) => s.available).map((s) => s.minuteOfDay / 60);

describe('freeOwnHours', () => {
  it("frees the moved booking's hours, and with buffers the hours only they kept", () => {
    expect(free(freeOwnHours(day(), undefined))).toEqual([8, 12]);
    expect(free(freeOwnHours(day(), own))).toEqual([8, 10, 12]);
    expect(free(freeOwnHours(day(), own, 30))).toEqual([8, 9, 10, 11, 12]);
  });

  it('leaves a taken hour taken, however near', () => {
    const slots = day().map((s) => (s.minuteOfDay === 11 * 60 ? { ...s, buffer: false } : s));
    expect(free(freeOwnHours(slots, own, 30))).toEqual([8, 9, 10, 12]);
  });
});
