import { describe, expect, it } from 'vitest';
import { atLeast, gridColumn, hourLabels, minuteOn, nearest, pick, timeline } from './agendaLayout';
import type { AgendaSlot } from './agendaLayout';

/** Hour slots of 11/03/2031 in São Paulo (UTC−3) from `from` to `to` local hours. */
function hours(from: number, to: number, busy: number[] = [], step = 60): AgendaSlot[] {
  const slots: AgendaSlot[] = [];
  for (let m = from * 60; m < to * 60; m += step) {
    const starts = new Date(Date.UTC(2031, 2, 11, 3, m));
    const ends = new Date(starts.getTime() + step * 60_000);
    const free = !busy.includes(m / 60);
    slots.push({ minuteOfDay: m, startsAt: starts.toISOString(), endsAt: ends.toISOString(), available: free, canStart: free });
  }
  return slots;
}

describe('timeline', () => {
  it('spans the earliest opening to the latest closing, by the shortest slot', () => {
    expect(timeline([{ slots: hours(9, 18) }, { slots: hours(8, 12, [], 30) }])).toEqual({ start: 480, end: 1080, unit: 30, columns: 20 });
  });
  it('falls back to 08:00–22:00 when nothing opens', () => {
    expect(timeline([{ slots: [] }])).toMatchObject({ start: 480, end: 1320, columns: 14 });
  });
  it('labels each whole hour', () => {
    expect(hourLabels(timeline([{ slots: hours(8, 10) }])).map((l) => l.label)).toEqual(['08:00', '09:00']);
  });
});

describe('gridColumn', () => {
  const t = timeline([{ slots: hours(8, 22) }]);
  it('places a span after the header column', () => {
    expect(gridColumn(t, 9 * 60, 11 * 60)).toBe('3 / 5');
  });
  it('clamps what lies outside the timeline', () => {
    expect(gridColumn(t, -120, 9 * 60)).toBe('2 / 3');
    expect(gridColumn(t, 21 * 60, 26 * 60)).toBe('15 / 16');
  });
});

describe('minuteOn', () => {
  it('reads local minutes on the business day, and before or after it', () => {
    expect(minuteOn('2031-03-11T13:30:00Z', '2031-03-11', 'America/Sao_Paulo')).toBe(10 * 60 + 30);
    expect(minuteOn('2031-03-11T01:00:00Z', '2031-03-11', 'America/Sao_Paulo')).toBe(22 * 60 - 1440);
    expect(minuteOn('2031-03-12T04:00:00Z', '2031-03-11', 'America/Sao_Paulo')).toBe(60 + 1440);
  });
});

describe('pick', () => {
  const slots = hours(8, 14, [11]);
  it('takes the hours dragged across while each is free', () => {
    expect(pick(slots, 1, 2, 480)).toEqual({ from: 1, to: 2 });
  });
  it('stops before a busy hour', () => {
    expect(pick(slots, 1, 5, 480)).toEqual({ from: 1, to: 2 });
  });
  it('stops at the longest booking', () => {
    expect(pick(slots, 0, 2, 120)).toEqual({ from: 0, to: 1 });
  });
  it('cannot start where a booking cannot', () => {
    expect(pick(slots, 3, 4, 480)).toBeNull();
  });
  it('keeps the anchor alone when dragged backwards', () => {
    expect(pick(slots, 2, 0, 480)).toEqual({ from: 2, to: 2 });
  });
});

describe('atLeast', () => {
  const halves = hours(8, 12, [], 30);
  it('grows a click to the shortest booking', () => {
    expect(atLeast(halves, { from: 0, to: 0 }, 60, 480)).toEqual({ from: 0, to: 1 });
  });
  it('keeps a pick already long enough', () => {
    expect(atLeast(halves, { from: 0, to: 3 }, 60, 480)).toEqual({ from: 0, to: 3 });
  });
});

describe('nearest', () => {
  it('finds the slot closest to a minute in another row', () => {
    expect(nearest(hours(9, 12), 8 * 60)).toBe(0);
    expect(nearest(hours(9, 12), 10 * 60 + 10)).toBe(1);
  });
});
