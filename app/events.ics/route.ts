/** /events.ics: every event, the feed calendar apps subscribe to. Written into the export at build time. */
import { loadEvents } from '@/lib/content/events';
import { calendarResponse } from '@/lib/content/calendar';

export const dynamic = 'force-static';

export function GET(): Response {
  return calendarResponse(loadEvents().events);
}
