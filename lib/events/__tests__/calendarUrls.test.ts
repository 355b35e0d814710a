/** @jest-environment node */
import { calendarAddresses, eventFilePath, eventUid } from '../calendarUrls';

describe('the calendar addresses', () => {
  it('builds the feed, events page and subscribe link from the site address and the base path', () => {
    expect(calendarAddresses('https://lakeshore-neurotech.github.io', '/neurotech-site')).toEqual({
      host: 'lakeshore-neurotech.github.io',
      eventsPage: 'https://lakeshore-neurotech.github.io/neurotech-site/events/',
      feed: 'https://lakeshore-neurotech.github.io/neurotech-site/events.ics',
      subscribe: 'webcal://lakeshore-neurotech.github.io/neurotech-site/events.ics',
    });
  });

  it('works at the root and with a trailing slash on the site address', () => {
    const a = calendarAddresses('https://neuro.example.edu/', '');
    expect(a.feed).toBe('https://neuro.example.edu/events.ics');
    expect(a.eventsPage).toBe('https://neuro.example.edu/events/');
  });

  it('subscribes over webcal:// only when the site is served over https', () => {
    expect(calendarAddresses('http://neuro.example.edu:8080', '').subscribe).toBe('http://neuro.example.edu:8080/events.ics');
  });

  it('names each event file and UID after the event id', () => {
    expect(eventFilePath(8)).toBe('/events/8.ics');
    expect(eventUid(8, 'neuro.example.edu')).toBe('event-8@neuro.example.edu');
  });
});
