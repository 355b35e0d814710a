import { eventEnd, eventFilters, filterEvents, isPastEvent, sortNewestFirst } from '@/lib/events/filterEvents';
import { eventDays, formatEventDate } from '@/lib/events/formatEventDate';
import type { EventType } from '@/lib/events/eventTypes';

const event = (id: number, date: string, type: EventType) => ({ id, date, type });
const events = [
  event(1, '2024-09-05', 'General Meeting'),
  event(2, '2024-10-24', 'Project Meeting'),
  event(3, '2024-10-03', 'Guest Speaker Talks'),
  event(4, '2024-10-17T18:30', 'Social Event'),
  event(5, '2024-11-21', 'General Meeting'),
];
const now = new Date(2024, 9, 17, 12, 0); // 17 October 2024, noon, local time
const ids = (list: { id: number }[]) => list.map((e) => e.id);

describe('the Events filter', () => {
  it('offers exactly the seven labels and values of the spec, in order', () => {
    expect(eventFilters.map((f) => `${f.label}=${f.value}`)).toEqual([
      'All Events=all',
      'Past Events=past',
      'Upcoming Events=upcoming',
      'Project Meetings=project',
      'General Meetings=general',
      'Guest Speaker Talks=guest',
      'Social Events=social',
    ]);
  });

  it('keeps every event for "all", newest first', () => {
    expect(ids(filterEvents(events, 'all', now))).toEqual([5, 2, 4, 3, 1]);
  });

  it('splits past and upcoming at the given now, not at the current time', () => {
    expect(ids(filterEvents(events, 'past', now))).toEqual([3, 1]);
    expect(ids(filterEvents(events, 'upcoming', now))).toEqual([5, 2, 4]);
    expect(ids(filterEvents(events, 'upcoming', new Date(2030, 0, 1)))).toEqual([]);
    expect(ids(filterEvents(events, 'past', new Date(2000, 0, 1)))).toEqual([]);
  });

  it('counts a timed event as past once its time has gone, a dated one at the end of its day', () => {
    expect(isPastEvent('2024-10-17T18:30', new Date(2024, 9, 17, 18, 29))).toBe(false);
    expect(isPastEvent('2024-10-17T18:30', new Date(2024, 9, 17, 18, 31))).toBe(true);
    expect(isPastEvent('2024-10-17', new Date(2024, 9, 17, 23, 59))).toBe(false);
    expect(isPastEvent('2024-10-17', new Date(2024, 9, 18, 0, 0))).toBe(true);
    expect(eventEnd('2024-10-17').getDate()).toBe(17);
  });

  it.each([
    ['project', [2]],
    ['general', [5, 1]],
    ['guest', [3]],
    ['social', [4]],
  ] as const)('keeps only the type for "%s"', (filter, expected) => {
    expect(ids(filterEvents(events, filter, now))).toEqual(expected);
  });

  it('sorts newest first without changing the list it was given', () => {
    const copy = [...events];
    expect(ids(sortNewestFirst(events))).toEqual([5, 2, 4, 3, 1]);
    expect(events).toEqual(copy);
  });
});

describe('formatEventDate', () => {
  it('writes the date in the given locale without shifting the day', () => {
    expect(formatEventDate('2024-10-03', 'en-US')).toBe('10/3/2024');
    expect(formatEventDate('2024-10-03', 'en-GB')).toBe('03/10/2024');
  });

  it('adds the time when the content gives one', () => {
    expect(formatEventDate('2024-10-03T18:30', 'en-US')).toBe('10/3/2024, 6:30 PM');
  });
});

describe('eventDays', () => {
  it('gives an all-day event of several days its last day too, and any other event its date alone', () => {
    expect(eventDays('2025-03-07', '2025-03-09')).toEqual({ first: '2025-03-07', last: '2025-03-09' });
    expect(eventDays('2025-03-07', undefined)).toEqual({ first: '2025-03-07' });
    expect(eventDays('2025-03-07', '2025-03-07')).toEqual({ first: '2025-03-07' });
    expect(eventDays('2025-02-13T18:30', '2025-02-13T21:00')).toEqual({ first: '2025-02-13T18:30' });
  });
});
