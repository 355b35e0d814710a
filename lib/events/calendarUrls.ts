/**
 * The addresses of the calendar files: absolute ones (for UIDs, the feed's URL field, the
 * subscribe link and <link rel="alternate">) from site.yaml's `url` and the deployment's base path,
 * and the site-relative ones the cards link to.
 */

/** `/events.ics`: the feed of every event (app/events.ics/route.ts). */
export const FEED_PATH = '/events.ics';

/** `/events/8.ics`: one event (app/events/[calendarFile]/route.ts). */
export function eventFilePath(id: number): string {
  return `/events/${id}.ics`;
}

export type CalendarAddresses = {
  /** The host named in every event's UID: `event-8@lakeshore-neurotech.github.io`. */
  host: string;
  /** The events page, absolute, with the base path. */
  eventsPage: string;
  /** The feed over http(s). */
  feed: string;
  /** What 'Subscribe to our calendar' opens: webcal:// when the site is served over https. */
  subscribe: string;
};

/** `siteUrl` is site.yaml's `url` (an origin, validated); `basePath` the deployment's sub-path. */
export function calendarAddresses(siteUrl: string, basePath: string): CalendarAddresses {
  const origin = new URL(siteUrl);
  const root = `${origin.origin}${basePath.replace(/\/$/, '')}`;
  const feed = `${root}${FEED_PATH}`;
  return {
    host: origin.hostname,
    eventsPage: `${root}/events/`,
    feed,
    // Calendar apps subscribe to webcal:// and fetch it over https; a plain-http site gets its own URL.
    subscribe: origin.protocol === 'https:' ? feed.replace(/^https:/, 'webcal:') : feed,
  };
}

export function eventUid(id: number, host: string): string {
  return `event-${id}@${host}`;
}
