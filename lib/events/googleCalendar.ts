/**
 * The 'Google Calendar' entry of an event card: Google's event-template link, filled in. Built at
 * build time from the event's span, so the card only carries a finished address.
 */
import type { EventSpan } from './eventSpan';

const GOOGLE_TEMPLATE = 'https://calendar.google.com/calendar/render';

/** Google's date format: `20250402` for a day, `20250402T233000Z` for a UTC time. */
function googleDates(span: EventSpan): string {
  if (span.allDay) return `${span.start.replaceAll('-', '')}/${span.end.replaceAll('-', '')}`;
  const utc = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  return `${utc(span.start)}/${utc(span.end)}`;
}

export type GoogleEvent = { name: string; details: string; location?: string; span: EventSpan };

export function googleCalendarUrl({ name, details, location, span }: GoogleEvent): string {
  const url = new URL(GOOGLE_TEMPLATE);
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', name);
  url.searchParams.set('dates', googleDates(span));
  url.searchParams.set('details', details);
  if (location) url.searchParams.set('location', location);
  return url.toString();
}
