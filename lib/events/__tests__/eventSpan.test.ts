/** @jest-environment node */
import { eventSpan, eventZone } from '@/lib/events/eventSpan';

const CHICAGO = 'America/Chicago';
const iso = (span: ReturnType<typeof eventSpan>) => (span.allDay ? span : { start: span.start.toISOString(), end: span.end.toISOString() });

describe('when an event starts and ends', () => {
  it('a date without a time is an all-day event ending the next day, across month and year ends', () => {
    expect(eventSpan({ date: '2025-02-10' }, CHICAGO)).toEqual({ allDay: true, start: '2025-02-10', end: '2025-02-11' });
    expect(eventSpan({ date: '2024-02-28' }, CHICAGO)).toEqual({ allDay: true, start: '2024-02-28', end: '2024-02-29' });
    expect(eventSpan({ date: '2025-12-31' }, CHICAGO)).toEqual({ allDay: true, start: '2025-12-31', end: '2026-01-01' });
  });

  it('a date with a time lasts an hour unless it gives a duration or an end', () => {
    expect(iso(eventSpan({ date: '2025-04-02T18:30' }, CHICAGO))).toEqual({
      start: '2025-04-02T23:30:00.000Z',
      end: '2025-04-03T00:30:00.000Z',
    });
    expect(iso(eventSpan({ date: '2025-04-02T18:30', duration: 90 }, CHICAGO))).toEqual({
      start: '2025-04-02T23:30:00.000Z',
      end: '2025-04-03T01:00:00.000Z',
    });
    expect(iso(eventSpan({ date: '2025-04-02T18:30', end: '2025-04-02T21:00' }, CHICAGO))).toEqual({
      start: '2025-04-02T23:30:00.000Z',
      end: '2025-04-03T02:00:00.000Z',
    });
  });

  it('an end written after the clocks go back keeps its wall time: 00:30 to 03:00 is three and a half hours', () => {
    const span = eventSpan({ date: '2025-11-02T00:30', end: '2025-11-02T03:00' }, CHICAGO);
    expect(iso(span)).toEqual({ start: '2025-11-02T05:30:00.000Z', end: '2025-11-02T09:00:00.000Z' });
  });

  it('a duration across the clocks going forward counts real minutes: 01:30 plus 90 minutes ends at 04:00', () => {
    const span = eventSpan({ date: '2025-03-09T01:30', duration: 90 }, CHICAGO);
    expect(iso(span)).toEqual({ start: '2025-03-09T07:30:00.000Z', end: '2025-03-09T09:00:00.000Z' });
  });
});

describe('the zone an event card names after its time', () => {
  it("is the zone's short name on the event's own day: CDT in April, CST in February", () => {
    expect(eventZone('2025-04-02T18:30', CHICAGO)).toBe('CDT');
    expect(eventZone('2025-02-10T18:30', CHICAGO)).toBe('CST');
  });

  it('follows the clocks on the day they change: 00:30 before, 03:00 after the jump', () => {
    expect(eventZone('2025-03-09T00:30', CHICAGO)).toBe('CST');
    expect(eventZone('2025-03-09T03:00', CHICAGO)).toBe('CDT');
  });

  it("is an offset where English has no abbreviation, and another organisation's zone", () => {
    expect(eventZone('2025-07-01T19:00', 'Europe/Berlin')).toBe('GMT+2');
    expect(eventZone('2025-01-15T19:00', 'America/New_York')).toBe('EST');
  });

  it('is none for an all-day event', () => {
    expect(eventZone('2025-02-10', CHICAGO)).toBeUndefined();
  });
});
