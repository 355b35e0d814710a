/**
 * The public collections: every real content file loads (and says what the spec asks of it), and
 * each schema's broken fixture proves that an officer is told the file, the line and the field.
 */
import { loadCarousel } from '../carousel';
import { loadEvents } from '../events';
import { loadHome } from '../home';
import { loadOfficers } from '../officers';
import { loadSponsors } from '../sponsors';
import { messagesOf } from './problems';

const BROKEN = 'lib/content/__tests__/fixtures/broken-public';


afterEach(() => {
  delete process.env.CONTENT_DIR;
});

describe('content/home.yaml', () => {
  it('loads', () => {
    const home = loadHome();
    expect(home.intro.video).toBe('/media/intro.mp4');
    expect(home.whoWeAre.paragraphs.length).toBeGreaterThan(0);
  });

  it('rejects an unknown field, naming file, line and field', () => {
    process.env.CONTENT_DIR = BROKEN;
    expect(messagesOf(loadHome)).toEqual([`${BROKEN}/home.yaml:12: mission: unknown field "heading": check the spelling, or remove it`]);
  });
});

describe('content/carousel.yaml', () => {
  it('holds the three slides of the spec', () => {
    expect(loadCarousel().map((s) => `${s.type}: ${s.title}`)).toEqual(['videoLink: Neural Engineering', 'image: Student Competition', 'image: Join Our Community']);
  });

  it('names a missing thumbnail and an unknown slide type', () => {
    process.env.CONTENT_DIR = BROKEN;
    expect(messagesOf(loadCarousel)).toEqual([
      `${BROKEN}/carousel.yaml:2: slides[0].thumbnail: is missing: expected a text`,
      `${BROKEN}/carousel.yaml:6: slides[1].type: expected "type: videoLink" or "type: image"`,
    ]);
  });
});

describe('content/officers.yaml', () => {
  it('holds 2 executive officers and 4 + 4 leadership officers in the spec columns', () => {
    const team = loadOfficers();
    expect(team.executive.map((o) => o.title)).toEqual(['President', 'Captain']);
    expect(team.leadership[0].map((o) => o.title)).toEqual(['VP of Operations', 'VP of Education', 'VP of Marketing', 'VP of Finance']);
    expect(team.leadership[1].map((o) => o.title)).toEqual(['Hardware Director', 'Software Director', 'Research & Development Director', 'VP of Outreach']);
  });

  it('names a bad profile link, a missing portrait and a missing column', () => {
    process.env.CONTENT_DIR = BROKEN;
    expect(messagesOf(loadOfficers)).toEqual([
      `${BROKEN}/officers.yaml:10: officers[1].img: no such file under public/: add the image there or fix the path`,
      `${BROKEN}/officers.yaml:11: officers[1].linkedin: expected a full web address starting with https://`,
    ]);
  });
});

describe('content/sponsors.yaml', () => {
  it('holds four sponsors with a logo, alt text and a link', () => {
    const sponsors = loadSponsors();
    expect(sponsors).toHaveLength(4);
    for (const s of sponsors) expect(s.url).toMatch(/^https:\/\//);
  });

  it('names a misspelled link field and the missing url', () => {
    process.env.CONTENT_DIR = BROKEN;
    expect(messagesOf(loadSponsors)).toEqual([
      `${BROKEN}/sponsors.yaml:2: sponsors[0].url: is missing: expected a text`,
      `${BROKEN}/sponsors.yaml:5: sponsors[0]: unknown field "link": check the spelling, or remove it`,
    ]);
  });
});

describe('content/events.yaml', () => {
  it('holds the seven seeded events of September to November 2024, newest first, with several images and files', () => {
    const { events } = loadEvents();
    expect(events).toHaveLength(7);
    expect(events.every((e) => e.date >= '2024-09-01' && e.date < '2024-12-01')).toBe(true);
    expect([...events].map((e) => e.date)).toEqual([...events.map((e) => e.date)].sort().reverse());
    expect(events.some((e) => e.images.length > 1)).toBe(true);
    expect(events.some((e) => (e.files ?? []).length > 0)).toBe(true);
  });

  it('names a bad date, an unknown type and a repeated id', () => {
    process.env.CONTENT_DIR = BROKEN;
    expect(messagesOf(loadEvents)).toEqual([
      `${BROKEN}/events.yaml:7: events[0].date: expected a date written YYYY-MM-DD (optionally with a time, YYYY-MM-DDTHH:MM)`,
      `${BROKEN}/events.yaml:9: events[0].type: expected one of "Guest Speaker Talks", "General Meeting", "Project Meeting", "Social Event", got "Workshop"`,
    ]);
  });

  it('names a repeated id once the fields are valid', () => {
    process.env.CONTENT_DIR = `${BROKEN}/duplicate-id`;
    expect(messagesOf(loadEvents)).toEqual([`${BROKEN}/duplicate-id/events.yaml: events[1].id: 1 is used by another event already: ids must be unique`]);
  });
});

describe('a leadership officer without a column', () => {
  it('is reported with the file and field', () => {
    process.env.CONTENT_DIR = `${BROKEN}/no-column`;
    expect(messagesOf(loadOfficers)).toEqual([`${BROKEN}/no-column/officers.yaml: officers[0].column: is missing: a leadership officer needs "column: 1" or "column: 2"`]);
  });
});
