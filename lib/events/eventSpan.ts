/**
 * When an event starts and ends, for calendars: a date alone is an all-day event (it ends the day
 * after its `end` date, or after the date itself, as calendars count it); a date with a time is in the organisation's time zone and lasts
 * until its `end`, or for its `duration` in minutes, or for an hour.
 */
import { zoneAbbreviation, zonedTimeToUtc, type WallTime } from './zonedTime';

export const DEFAULT_DURATION_MINUTES = 60;

/** The fields of an event that decide its span (`date` and `end` as written in events.yaml). */
export type Timing = { date: string; end?: string; duration?: number };

export type EventSpan =
  /** `start` and `end` are YYYY-MM-DD; `end` is the day after the last day (exclusive). */
  { allDay: true; start: string; end: string } | { allDay: false; start: Date; end: Date };

/** True for `2024-10-03T18:30`, false for `2024-10-03`. */
export function hasTime(date: string): boolean {
  return date.includes('T');
}

export function parseWallTime(date: string): WallTime {
  const [year, month, day, hour = 0, minute = 0] = date.split(/[-T:]/).map(Number);
  return { year, month, day, hour, minute };
}

/** The zone a timed event's `date` is in, for its card ('CST'); none for an all-day event. */
export function eventZone(date: string, timeZone: string): string | undefined {
  return hasTime(date) ? zoneAbbreviation(parseWallTime(date), timeZone) : undefined;
}

function nextDay(date: string): string {
  const { year, month, day } = parseWallTime(date);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

export function eventSpan(event: Timing, timeZone: string): EventSpan {
  // An all-day event's `end` is its last day; calendars want the day after it.
  if (!hasTime(event.date)) return { allDay: true, start: event.date, end: nextDay(event.end ?? event.date) };
  const start = zonedTimeToUtc(parseWallTime(event.date), timeZone);
  // The end is a wall time too, so an event that spans a clock change keeps the hours written.
  const end = event.end
    ? zonedTimeToUtc(parseWallTime(event.end), timeZone)
    : new Date(start.getTime() + (event.duration ?? DEFAULT_DURATION_MINUTES) * 60_000);
  return { allDay: false, start, end };
}
