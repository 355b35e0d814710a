/**
 * The iCalendar files (RFC 5545) of /events.ics and /events/{id}.ics, written by ical-generator at
 * build time (the route handlers in app/): it folds long lines by octets and ends them with CRLF.
 * Timed events are written in UTC, converted from the organisation's time zone with Intl, so the
 * files need no VTIMEZONE block and no time-zone library.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import { eventUid, type CalendarAddresses } from './calendarUrls';
import { eventSpan, type Timing } from './eventSpan';

export type FeedOptions = {
  /** The organisation's name: the calendar's name and its product id. */
  organization: string;
  /** IANA name from site.yaml, e.g. America/Chicago. */
  timeZone: string;
  addresses: CalendarAddresses;
  /** DTSTAMP: when the file was made: the time the build stands for (its commit's). */
  stamp: Date;
};

/** What the feed writes of an event (lib/content/events checks these fields). */
export type CalendarEvent = Timing & { id: number; name: string; details: string; location?: string };

/**
 * A TEXT value as RFC 5545 writes it (backslash, semicolon, comma and line break escaped). The
 * generator escapes an event's text itself but writes the calendar's name and product id as given,
 * so a line break in the organisation's name (site.yaml) would start a property or an event of its own.
 */
export function calendarText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

export function buildCalendar(events: readonly CalendarEvent[], options: FeedOptions): string {
  const { timeZone, addresses, stamp } = options;
  const organization = calendarText(options.organization);
  const calendar = ical({
    name: `${organization} events`,
    // The product id's parts are separated by "//": a name holding it would shift them.
    prodId: { company: organization.replace(/\/{2,}/g, '/').replace(/\/+$/, ''), product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: addresses.eventsPage,
    // Subscribed calendar apps refresh once a day.
    ttl: 60 * 60 * 24,
  });
  for (const event of events) {
    const span = eventSpan(event, timeZone);
    calendar.createEvent({
      id: eventUid(event.id, addresses.host),
      stamp,
      summary: event.name,
      description: event.details,
      location: event.location ?? null,
      url: addresses.eventsPage,
      ...(span.allDay
        ? { allDay: true, start: new Date(`${span.start}T00:00:00Z`), end: new Date(`${span.end}T00:00:00Z`) }
        : { start: span.start, end: span.end }),
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; the generator leaves that one off.
  return `${calendar.toString()}\r\n`;
}
