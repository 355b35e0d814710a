/**
 * The Events page filter: which events a filter value keeps, always newest first.
 * Past and upcoming compare with a `now` the caller passes, so the page can use the visitor's
 * clock when they choose the filter rather than the time the site was built.
 */
import type { EventType } from './eventTypes';

export const eventFilters = [
  { label: 'All Events', value: 'all' },
  { label: 'Past Events', value: 'past' },
  { label: 'Upcoming Events', value: 'upcoming' },
  { label: 'Project Meetings', value: 'project' },
  { label: 'General Meetings', value: 'general' },
  { label: 'Guest Speaker Talks', value: 'guest' },
  { label: 'Social Events', value: 'social' },
] as const;

export type EventFilterValue = (typeof eventFilters)[number]['value'];

type Dated = { date: string; type: EventType };

const typeOfFilter = {
  project: 'Project Meeting',
  general: 'General Meeting',
  guest: 'Guest Speaker Talks',
  social: 'Social Event',
} as const satisfies Partial<Record<EventFilterValue, EventType>>;

/**
 * When an event counts as over, in the visitor's time zone: its time when it has one
 * (`2024-10-03T18:30`), otherwise the end of its day, so an event stays upcoming all day long.
 */
export function eventEnd(date: string): Date {
  const [y, m, d, hh, mm] = date.split(/[-T:]/).map(Number);
  return hh === undefined ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d, hh, mm);
}

/** The start of an event for ordering: its time, or the start of its day. */
function eventStart(date: string): number {
  const [y, m, d, hh = 0, mm = 0] = date.split(/[-T:]/).map(Number);
  return new Date(y, m - 1, d, hh, mm).getTime();
}

export function isPastEvent(date: string, now: Date): boolean {
  return eventEnd(date).getTime() < now.getTime();
}

export function sortNewestFirst<T extends { date: string }>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => eventStart(b.date) - eventStart(a.date));
}

export function isEventFilterValue(value: string): value is EventFilterValue {
  return eventFilters.some((f) => f.value === value);
}

export function filterEvents<T extends Dated>(events: readonly T[], filter: EventFilterValue, now: Date): T[] {
  const keep = (e: T): boolean => {
    if (filter === 'all') return true;
    if (filter === 'past') return isPastEvent(e.date, now);
    if (filter === 'upcoming') return !isPastEvent(e.date, now);
    return e.type === typeOfFilter[filter];
  };
  return sortNewestFirst(events.filter(keep));
}
