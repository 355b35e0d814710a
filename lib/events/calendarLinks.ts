/** What an event card's 'Add to calendar' offers, worked out at build time so the card carries finished addresses. */
import { asset } from '@/lib/asset';
import { eventFileName, eventFilePath } from './calendarUrls';
import { eventSpan, type Timing } from './eventSpan';
import { googleCalendarUrl } from './googleCalendar';

export type CalendarLinks = {
  /** The event's .ics file under the base path. */
  ics: string;
  /** The name the .ics file is saved under (the `download` attribute). */
  icsName: string;
  google: string;
};

type LinkedEvent = Timing & { id: number; name: string; details: string; location?: string };

export function calendarLinks(event: LinkedEvent, timeZone: string): CalendarLinks {
  return {
    ics: asset(eventFilePath(event.id)),
    icsName: eventFileName(event.name, event.date),
    google: googleCalendarUrl({ name: event.name, details: event.details, location: event.location, span: eventSpan(event, timeZone) }),
  };
}
