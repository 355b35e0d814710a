/** @jest-environment node */
import { isKnownTimeZone, zonedTimeToUtc } from '@/lib/events/zonedTime';

const at = (date: string, zone: string) => {
  const [year, month, day, hour, minute] = date.split(/[-T:]/).map(Number);
  return zonedTimeToUtc({ year, month, day, hour, minute }, zone).toISOString();
};

describe('a wall-clock time of the organisation’s time zone as an instant', () => {
  it('uses standard time in winter and daylight time in summer (America/Chicago)', () => {
    expect(at('2025-01-15T18:30', 'America/Chicago')).toBe('2025-01-16T00:30:00.000Z');
    expect(at('2025-07-15T18:30', 'America/Chicago')).toBe('2025-07-15T23:30:00.000Z');
  });

  it('takes the offset of the time itself on the day the clocks change, not of the day’s start', () => {
    // 2025-11-02: Chicago falls back at 02:00 CDT. Midnight is still CDT, 03:00 is CST.
    expect(at('2025-11-02T00:30', 'America/Chicago')).toBe('2025-11-02T05:30:00.000Z');
    expect(at('2025-11-02T03:00', 'America/Chicago')).toBe('2025-11-02T09:00:00.000Z');
    // 2025-03-09: Chicago springs forward at 02:00 CST.
    expect(at('2025-03-09T01:30', 'America/Chicago')).toBe('2025-03-09T07:30:00.000Z');
    expect(at('2025-03-09T03:30', 'America/Chicago')).toBe('2025-03-09T08:30:00.000Z');
  });

  it('reads a time that happens twice as the first one, and a skipped time as after the jump', () => {
    expect(at('2025-11-02T01:30', 'America/Chicago')).toBe('2025-11-02T06:30:00.000Z'); // 01:30 CDT
    expect(at('2025-03-09T02:30', 'America/Chicago')).toBe('2025-03-09T08:30:00.000Z'); // = 03:30 CDT
  });

  it('works for zones east of UTC, south of the equator and without daylight saving', () => {
    expect(at('2025-06-01T09:00', 'Europe/London')).toBe('2025-06-01T08:00:00.000Z');
    expect(at('2025-01-10T19:00', 'Australia/Sydney')).toBe('2025-01-10T08:00:00.000Z');
    expect(at('2025-07-10T19:00', 'Australia/Sydney')).toBe('2025-07-10T09:00:00.000Z');
    expect(at('2025-03-30T12:00', 'Asia/Kolkata')).toBe('2025-03-30T06:30:00.000Z');
    expect(at('2025-03-30T12:00', 'UTC')).toBe('2025-03-30T12:00:00.000Z');
  });
});

describe('time-zone names', () => {
  it('knows IANA names and rejects slips', () => {
    expect(isKnownTimeZone('America/Chicago')).toBe(true);
    expect(isKnownTimeZone('Europe/London')).toBe(true);
    expect(isKnownTimeZone('America/Chicaco')).toBe(false);
    expect(isKnownTimeZone('Central Time')).toBe(false);
  });
});
