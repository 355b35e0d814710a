/** What an event card's 'Add to calendar' offers, worked out at build time so the card carries finished addresses. */
import { asset } from '@/lib/asset';
import { eventFilePath } from './calendarUrls';
import { eventSpan, type Timing } from './eventSpan';
import { googleCalendarUrl } from './googleCalendar';

export type CalendarLinks = {
  /** The event's .ics file under the base path. */
  ics: string;
  google: string;
};

type LinkedEvent = Timing & { id: number; name: string; details: string; location?: string };

export function calendarLinks(event: LinkedEvent, timeZone: string): CalendarLinks {
  return {
    ics: asset(eventFilePath(event.id)),
    google: googleCalendarUrl({ name: event.name, details: event.details, location: event.location, span: eventSpan(event, timeZone) }),
  };
}
