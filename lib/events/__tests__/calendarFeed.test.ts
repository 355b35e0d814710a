/**
 * @jest-environment node
 *
 * The iCalendar files, parsed back with ical.js: the fixture events (fixtures/calendar/events.yaml,
 * one per case) for exact values, the real content/events.yaml for the rules every event keeps.
 */
import path from 'node:path';
import ICAL from 'ical.js';
import { loadEvents } from '@/lib/content/events';
import { loadSite } from '@/lib/content/site';
import { buildCalendar, type FeedOptions } from '@/lib/events/calendarFeed';
import { calendarAddresses } from '@/lib/events/calendarUrls';

const FIXTURE_DIR = path.join(__dirname, 'fixtures/calendar');
const STAMP = new Date('2025-08-01T12:00:00Z');
const options: FeedOptions = {
  organization: 'Fixture Neuro Society',
  timeZone: 'America/Chicago',
  addresses: calendarAddresses('https://calendar-fixture.example.org', '/nt-base'),
  stamp: STAMP,
};

/** The calendar fixture's events, its pictures read from the fixture content's (e2e/public/README.txt), never ours. */
function fixtureEvents() {
  process.env.CONTENT_DIR = FIXTURE_DIR;
  process.env.PUBLIC_DIR = 'e2e/public';
  try {
    return loadEvents().events;
  } finally {
    delete process.env.CONTENT_DIR;
    delete process.env.PUBLIC_DIR;
  }
}

/** Every VEVENT, keyed by UID. */
function parse(ics: string): Map<string, ICAL.Component> {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return new Map(calendar.getAllSubcomponents('vevent').map((e) => [String(e.getFirstPropertyValue('uid')), e]));
}

const value = (e: ICAL.Component, name: string) => e.getFirstPropertyValue(name);
const time = (e: ICAL.Component, name: string) => e.getFirstPropertyValue(name) as ICAL.Time;
const utc = (t: ICAL.Time) => t.toJSDate().toISOString();

/** The physical lines of the file, split on CRLF only. */
const lines = (ics: string): string[] => ics.split('\r\n');

function expectWellFormed(ics: string) {
  // No bare LF or CR: every line ends with CRLF, the last one too.
  expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const tooLong = lines(ics).filter((l) => Buffer.byteLength(l, 'utf8') > 75);
  expect(tooLong).toEqual([]);
}

describe('the calendar of the fixture events', () => {
  const events = fixtureEvents();
  const ics = buildCalendar(events, options);
  const parsed = parse(ics);
  const event = (id: number) => parsed.get(`event-${id}@calendar-fixture.example.org`)!;

  it('is well formed: CRLF line ends, no line over 75 octets, one VEVENT per event with a stable UID', () => {
    expectWellFormed(ics);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect([...parsed.keys()].sort()).toEqual(events.map((e) => `event-${e.id}@calendar-fixture.example.org`).sort());
    expect(buildCalendar(events, options)).toBe(ics);
  });

  it('gives every event its DTSTAMP, SUMMARY, DESCRIPTION, the events page URL and LOCATION only when given', () => {
    for (const e of events) {
      const vevent = event(e.id);
      expect(utc(time(vevent, 'dtstamp'))).toBe(STAMP.toISOString());
      expect(value(vevent, 'summary')).toBe(e.name);
      expect(value(vevent, 'description')).toBe(e.details);
      expect(value(vevent, 'url')).toBe('https://calendar-fixture.example.org/nt-base/events/');
      expect(value(vevent, 'location')).toBe(e.location ?? null);
    }
    expect(value(event(2), 'location')).toBeNull();
  });

  it('writes a date without a time as an all-day event: DATE values, ending the next day', () => {
    const vevent = event(1);
    expect(ics).toMatch(/\r\nDTSTART;VALUE=DATE:20251231\r\nDTEND;VALUE=DATE:20260101\r\n/);
    expect(time(vevent, 'dtstart').isDate).toBe(true);
    expect(time(vevent, 'dtstart').toString()).toBe('2025-12-31');
    expect(time(vevent, 'dtend').toString()).toBe('2026-01-01');
  });

  it('writes an all-day event of several days from its date to the day after its end', () => {
    const vevent = event(7);
    expect(ics).toMatch(/\r\nDTSTART;VALUE=DATE:20250307\r\nDTEND;VALUE=DATE:20250310\r\n/);
    expect(time(vevent, 'dtstart').toString()).toBe('2025-03-07');
    expect(time(vevent, 'dtend').toString()).toBe('2025-03-10');
  });

  it('writes a timed event in UTC from the organisation’s time zone, an hour long by default', () => {
    const vevent = event(2);
    expect(time(vevent, 'dtstart').isDate).toBe(false);
    expect(time(vevent, 'dtstart').zone).toBe(ICAL.Timezone.utcTimezone);
    expect(utc(time(vevent, 'dtstart'))).toBe('2025-04-02T23:30:00.000Z'); // 18:30 CDT
    expect(utc(time(vevent, 'dtend'))).toBe('2025-04-03T00:30:00.000Z');
  });

  it('keeps the wall times across the clocks going back: 00:30 CDT to 03:00 CST', () => {
    const vevent = event(3);
    expect(utc(time(vevent, 'dtstart'))).toBe('2025-11-02T05:30:00.000Z');
    expect(utc(time(vevent, 'dtend'))).toBe('2025-11-02T09:00:00.000Z');
  });

  it('counts a duration in real minutes across the clocks going forward: 01:30 CST + 90 minutes = 04:00 CDT', () => {
    const vevent = event(4);
    expect(utc(time(vevent, 'dtstart'))).toBe('2025-03-09T07:30:00.000Z');
    expect(utc(time(vevent, 'dtend'))).toBe('2025-03-09T09:00:00.000Z');
  });

  it('folds an accented name across lines without splitting a character, and reads back the same', () => {
    const vevent = event(5);
    const name = events.find((e) => e.id === 5)!.name;
    expect(Buffer.byteLength(`SUMMARY:${name}`)).toBeGreaterThan(75);
    const start = lines(ics).findIndex((l) => l.startsWith('SUMMARY:Séance'));
    expect(lines(ics)[start + 1].startsWith(' ')).toBe(true);
    expect(ics).not.toContain('\uFFFD');
    expect(value(vevent, 'summary')).toBe(name);
    expect(value(vevent, 'location')).toBe('Pavillon André-Aisenstadt, salle 1355, Université de Montréal, Québec');
    expect(utc(time(vevent, 'dtstart'))).toBe('2025-09-04T22:00:00.000Z'); // 17:00 CDT
    expect(utc(time(vevent, 'dtend'))).toBe('2025-09-05T00:00:00.000Z'); // + 120 minutes
  });

  it('keeps long details whole: commas, semicolons and the line break escaped, read back unchanged', () => {
    const vevent = event(6);
    const details = events.find((e) => e.id === 6)!.details;
    expect(details.length).toBeGreaterThan(300);
    expect(details).toContain('\n');
    expect(value(vevent, 'description')).toBe(details);
    expect(value(vevent, 'location')).toBe('Science Auditorium; North Entrance, Level 2');
    const unfolded = ics.replaceAll('\r\n ', '');
    expect(unfolded).toContain('DESCRIPTION:A full-day workshop on signal processing for EEG: sampling\\, aliasing\\, band-pass');
    expect(unfolded).toContain('classifier.\\nBring a laptop');
    expect(unfolded).toContain('LOCATION:Science Auditorium\\; North Entrance\\, Level 2');
  });

  it('one event alone makes a file with just that event', () => {
    const single = buildCalendar([events[0]], options);
    expectWellFormed(single);
    expect([...parse(single).keys()]).toEqual([`event-${events[0].id}@calendar-fixture.example.org`]);
  });
});

describe('the organisation’s name (site.yaml) in the calendar', () => {
  const hostile = 'Neuro, Inc; Lab\nBEGIN:VEVENT\r\nUID:injected\nEND:VEVENT//x';
  const two = fixtureEvents().slice(0, 2);
  const ics = buildCalendar(two, { ...options, organization: hostile });
  const calendar = new ICAL.Component(ICAL.parse(ics));

  it('is escaped like event text: a line break adds no property and no event', () => {
    expectWellFormed(ics);
    expect(calendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('uid')))).toEqual(
      two.map((e) => `event-${e.id}@calendar-fixture.example.org`),
    );
    expect(calendar.getAllProperties().map((p) => p.name)).toEqual([
      'version',
      'prodid',
      'url',
      'method',
      'name',
      'x-wr-calname',
      'refresh-interval',
      'x-published-ttl',
    ]);
    expect(ics).not.toMatch(/\r\nUID:injected/);
  });

  it('reads back as written in the calendar’s name and product id', () => {
    // ical.js leaves a property it has no type for as written: unescape it as a calendar app does.
    const unescape = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
    expect(unescape(String(calendar.getFirstPropertyValue('x-wr-calname')))).toBe(`${hostile.replace('\r\n', '\n')} events`);
    expect(String(calendar.getFirstPropertyValue('prodid'))).toContain('Neuro, Inc; Lab\nBEGIN:VEVENT');
  });
});

describe('the calendar of the real events (content/events.yaml)', () => {
  const site = loadSite();
  const { events } = loadEvents();
  const addresses = calendarAddresses(site.url, '/nt-base');
  const ics = buildCalendar(events, { organization: site.organization.name, timeZone: site.timezone, addresses, stamp: new Date() });
  const parsed = parse(ics);

  it('is well formed, with one VEVENT per event named event-{id}@{site host}', () => {
    expectWellFormed(ics);
    expect(parsed.size).toBe(events.length);
    for (const e of events) expect(parsed.has(`event-${e.id}@${new URL(site.url).hostname}`)).toBe(true);
  });

  it('says what each event card says, and is all-day exactly for the events without a time', () => {
    for (const e of events) {
      const vevent = parsed.get(`event-${e.id}@${addresses.host}`)!;
      expect(value(vevent, 'summary')).toBe(e.name);
      expect(value(vevent, 'description')).toBe(e.details);
      expect(value(vevent, 'location')).toBe(e.location ?? null);
      expect(value(vevent, 'url')).toBe(addresses.eventsPage);
      const start = time(vevent, 'dtstart');
      const end = time(vevent, 'dtend');
      expect(start.isDate).toBe(!e.date.includes('T'));
      expect(end.compare(start)).toBe(1);
      if (start.isDate) expect(start.toString()).toBe(e.date);
    }
  });
});
