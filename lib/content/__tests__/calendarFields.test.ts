/**
 * The calendar fields an officer writes: an event's `end` and `duration` in events.yaml, the site's
 * `url` and `timezone` in site.yaml. Each mistake is named with file, line, field and what to write.
 */
import { loadEvents } from '@/lib/content/events';
import { loadSite } from '@/lib/content/site';
import { messagesOf } from './problems';

const BROKEN = 'lib/content/__tests__/fixtures/broken-calendar';

afterEach(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.PUBLIC_DIR;
});

/** Content from a fixture folder, with the fixture content's pictures (e2e/public/README.txt), never ours. */
function useFixture(dir: string) {
  process.env.CONTENT_DIR = dir;
  process.env.PUBLIC_DIR = 'e2e/public';
}

describe('an event’s end and duration (events.yaml)', () => {
  it('names each mistake with the file, the line and the field', () => {
    useFixture(BROKEN);
    expect(messagesOf(loadEvents)).toEqual([
      `${BROKEN}/events.yaml:9: NTC032 events[0].end: an event without a time ends on a day, not at a time: for an event of several days write its last day (YYYY-MM-DD); for one with hours, write the date with its start time (2025-03-01T18:00)`,
      `${BROKEN}/events.yaml:16: NTC032 events[1].duration: only an event with a time can have a duration: write the date with its start time (2025-03-02T18:00), or remove "duration" (an event without a time lasts the whole day)`,
      `${BROKEN}/events.yaml:24: NTC032 events[2].duration: give either "end" or "duration", not both`,
      `${BROKEN}/events.yaml:31: NTC032 events[3].end: must be after the start (2025-03-04T18:00), got "2025-03-04T17:00"`,
      `${BROKEN}/events.yaml:38: NTC032 events[4].end: expected a date written YYYY-MM-DD (optionally with a time, YYYY-MM-DDTHH:MM), got "20:00"`,
      `${BROKEN}/events.yaml:45: NTC032 events[5].duration: expected a whole number, got number 1.5`,
      `${BROKEN}/events.yaml:52: NTC032 events[6].duration: must be at most 10080 minutes (a week): write how many minutes the event lasts, e.g. 90`,
    ]);
  });

  it('accepts an end or a duration on an event with a time (the real events and the calendar fixture load)', () => {
    expect(() => loadEvents()).not.toThrow();
    useFixture('lib/events/__tests__/fixtures/calendar');
    const events = loadEvents().events;
    expect(events.find((e) => e.id === 3)).toMatchObject({ date: '2025-11-02T00:30', end: '2025-11-02T03:00' });
    expect(events.find((e) => e.id === 4)).toMatchObject({ date: '2025-03-09T01:30', duration: 90 });
  });
});

describe('the site’s address and time zone (site.yaml)', () => {
  it('rejects an address with a path and a misspelt time zone, suggesting the real name', () => {
    useFixture(BROKEN);
    const messages = messagesOf(loadSite).filter((m) => /: NTC032 (url|timezone): /.test(m));
    expect(messages).toEqual([
      `${BROKEN}/site.yaml:11: NTC032 url: expected the address the site is served from, without a path, e.g. https://lakeshore-neurotech.github.io (the /<repository> part is added when the site is deployed)`,
      `${BROKEN}/site.yaml:12: NTC032 timezone: expected a time-zone name like America/Chicago or Europe/London, got "America/Chicaco". Did you mean "America/Chicago"?`,
    ]);
  });

  it('holds a real address and a time zone in the real content', () => {
    const site = loadSite();
    expect(new URL(site.url).pathname).toBe('/');
    expect(() => new Intl.DateTimeFormat('en', { timeZone: site.timezone })).not.toThrow();
  });
});
