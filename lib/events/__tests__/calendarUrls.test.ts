/** @jest-environment node */
import { calendarAddresses, eventFileName, eventFilePath, eventUid } from '@/lib/events/calendarUrls';

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

describe("a single event's download name", () => {
  it('is the event name in lower-case hyphenated words and the day it starts', () => {
    expect(eventFileName('End-of-Semester Showcase', '2024-11-21T18:00')).toBe('end-of-semester-showcase-2024-11-21.ics');
    expect(eventFileName('End of Semester Showcase', '2024-11-21')).toBe('end-of-semester-showcase-2024-11-21.ics');
  });

  it('keeps only letters and digits a file name is safe with', () => {
    expect(eventFileName('  Café & Talk: Dr. Núñez / BCI 101!  ', '2025-02-10')).toBe('cafe-talk-dr-nunez-bci-101-2025-02-10.ics');
    expect(eventFileName('../../etc/passwd', '2025-02-10')).toBe('etc-passwd-2025-02-10.ics');
  });

  it('still names the day when the name has no letters or digits', () => {
    expect(eventFileName('!!!', '2025-02-10')).toBe('event-2025-02-10.ics');
  });
});
