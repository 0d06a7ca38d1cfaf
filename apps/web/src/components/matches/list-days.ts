// How a sport or league page cuts its list: live matches first, then one group per calendar day
// in the visitor's time zone; and the "starting soon" windows a list can be narrowed to.
import { MATCH_STATUS } from '@sportsbook/domain';

/** The "starting soon" windows, in hours (spec: next 1, 3 or 12 hours). */
export const SOON_HOURS = [1, 3, 12] as const;
export type SoonHours = (typeof SOON_HOURS)[number];

/** `?soon=3` → 3; anything else → null (the whole list). */
export function soonHours(value: string | undefined): SoonHours | null {
  const hours = Number(value);
  return (SOON_HOURS as readonly number[]).includes(hours) ? (hours as SoonHours) : null;
}

/** `?day=2026-11-28` → the same string; anything else → null. */
export function dayParam(value: string | undefined): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayKey(instant: Date | string, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

export interface DayGroup<M> {
  /** "live", or the day as YYYY-MM-DD. */
  key: string;
  matches: M[];
}

interface Dated {
  status: number;
  start_time: string;
}

const isLive = (match: Dated) =>
  match.status === MATCH_STATUS.live || match.status === MATCH_STATUS.stopped;

/**
 * Live matches in one group first, then a group per start day in day order; inside a group the
 * list's own order (league priority) is kept.
 */
export function groupByDay<M extends Dated>(matches: M[], timeZone: string): DayGroup<M>[] {
  const groups = new Map<string, M[]>();
  for (const match of matches) {
    const key = isLive(match) ? 'live' : dayKey(match.start_time, timeZone);
    groups.set(key, [...(groups.get(key) ?? []), match]);
  }
  return [...groups.entries()]
    .map(([key, group]) => ({ key, matches: group }))
    .sort((a, b) => (a.key === 'live' ? -1 : b.key === 'live' ? 1 : a.key.localeCompare(b.key)));
}
