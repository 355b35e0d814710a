/**
 * Wall-clock times of the organisation's time zone turned into instants, with nothing but Intl:
 * the calendar feed and the Google Calendar link write UTC times, so no time-zone database has to
 * ship with the site (see docs/decisions/public.md, Calendar).
 */

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

/** True for a time-zone name this Node (and every current browser) knows, e.g. America/Chicago. */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The IANA names Intl lists, for suggesting one after a slip ('America/Chicaco'). */
export function knownTimeZones(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wall - (instant - (instant % 1000));
}

/**
 * The instant a wall-clock time in `timeZone` names. Across a daylight-saving change the offset is
 * looked up at the time itself, not at the start of the day. A time the clocks skip (02:30 when
 * they jump from 02:00 to 03:00) moves forward by the jump, as JavaScript's Date does locally; a
 * time that happens twice (01:30 when they fall back) is the first one.
 */
export function zonedTimeToUtc(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  // The offset in force a day earlier or later: one of them is right for the wall time.
  const candidates = [asUtc - before, asUtc - after].filter((t) => offsetAt(t, timeZone) === asUtc - t);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // Skipped by the clocks: read it with the offset from before the jump.
  return new Date(asUtc - before);
}

/**
 * The zone's short name at a wall-clock time, as US English writes it: 'CST' or 'CDT' for
 * America/Chicago, 'GMT+1' where English has no abbreviation. Shown after an event's time, which is
 * the time written in events.yaml, in the organisation's zone.
 */
export function zoneAbbreviation(wall: WallTime, timeZone: string): string {
  const instant = zonedTimeToUtc(wall, timeZone);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
