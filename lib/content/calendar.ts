/** The answer of the two calendar routes: an iCalendar file of some events, built from content at build time. */
import { basePath } from '@/lib/asset';
import { buildCalendar } from '@/lib/events/calendarFeed';
import { calendarAddresses } from '@/lib/events/calendarUrls';
import type { EventItem } from './events';
import { loadSite } from './site';

export function calendarResponse(events: readonly EventItem[]): Response {
  const site = loadSite();
  const body = buildCalendar(events, {
    organization: site.organization.name,
    timeZone: site.timezone,
    addresses: calendarAddresses(site.url, basePath),
    // The time the build stands for (next.config.mjs sets it from the commit), never the clock's:
    // the same commit gives the same files.
    stamp: new Date(Number(process.env.SOURCE_DATE_EPOCH ?? 0) * 1000),
  });
  // The static host picks the type from the .ics extension; this header serves `next dev`.
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
