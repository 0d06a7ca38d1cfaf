import { describe, expect, it } from 'vitest';
import { dayKey, dayParam, groupByDay, soonHours } from './list-days';

const match = (id: number, status: number, start: string) => ({ id, status, start_time: start });

describe('sport page day groups', () => {
  it('puts live matches first, then one group per day in day order, keeping the list order', () => {
    const groups = groupByDay(
      [
        match(1, 0, '2026-11-28T10:00:00Z'),
        match(2, 1, '2026-11-27T09:00:00Z'),
        match(3, 0, '2026-11-27T20:00:00Z'),
        match(4, 0, '2026-11-28T08:00:00Z'),
        match(5, 2, '2026-11-27T08:00:00Z'),
      ],
      'UTC',
    );
    expect(groups.map((g) => [g.key, g.matches.map((m) => m.id)])).toEqual([
      ['live', [2, 5]],
      ['2026-11-27', [3]],
      ['2026-11-28', [1, 4]],
    ]);
  });

  it('cuts days at the visitor’s midnight, not UTC’s', () => {
    expect(dayKey('2026-11-27T23:30:00Z', 'UTC')).toBe('2026-11-27');
    expect(dayKey('2026-11-27T23:30:00Z', 'Europe/Berlin')).toBe('2026-11-28');
    expect(dayKey('2026-11-28T03:00:00Z', 'America/New_York')).toBe('2026-11-27');
  });
});

describe('list filters from the address', () => {
  it('takes only the offered starting-soon windows', () => {
    expect(soonHours('1')).toBe(1);
    expect(soonHours('3')).toBe(3);
    expect(soonHours('12')).toBe(12);
    expect(soonHours('2')).toBeNull();
    expect(soonHours(undefined)).toBeNull();
  });
  it('takes a day only as YYYY-MM-DD', () => {
    expect(dayParam('2026-11-28')).toBe('2026-11-28');
    expect(dayParam('tomorrow')).toBeNull();
  });
});
