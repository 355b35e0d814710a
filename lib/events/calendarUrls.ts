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

/**
 * What a single event's download is saved as: `end-of-semester-showcase-2024-11-21.ics`, the name
 * in lower-case words joined by hyphens (accents dropped) and the day it starts as written in
 * events.yaml, so a member's downloads folder says what each file is.
 */
export function eventFileName(name: string, date: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}-${date.slice(0, 10)}.ics`;
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
