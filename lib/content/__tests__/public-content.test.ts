/**
 * The public collections: every real content file loads and keeps the rules the pages rely on
 * (never today's values: an officer's correct edit must stay green; exact values are pinned on the
 * fixture content by the e2e tests), and each schema's broken fixture proves that an officer is
 * told the file, the line and the field.
 */
import { loadCarousel } from '@/lib/content/carousel';
import { publicFileExists } from '@/lib/content/core';
import { loadEvents } from '@/lib/content/events';
import { loadHome } from '@/lib/content/home';
import { loadOfficers } from '@/lib/content/officers';
import { loadSponsors } from '@/lib/content/sponsors';
import { messagesOf } from './problems';

const BROKEN = 'lib/content/__tests__/fixtures/broken-public';

afterEach(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.PUBLIC_DIR;
});

describe('content/home.yaml', () => {
  it('loads, with an intro video and poster that exist and text in both sections', () => {
    const home = loadHome();
    for (const file of [home.intro.video, home.intro.poster, home.whoWeAre.image]) expect(publicFileExists(file)).toBe(true);
    expect(home.whoWeAre.paragraphs.length).toBeGreaterThan(0);
    expect(home.mission.paragraphs.length).toBeGreaterThan(0);
  });

  it('rejects an unknown field, naming file, line and field', () => {
    process.env.CONTENT_DIR = BROKEN;
    process.env.PUBLIC_DIR = 'e2e/public';
    expect(messagesOf(loadHome)).toEqual([
      `${BROKEN}/home.yaml:12: NTC032 mission: unknown field "heading": check the spelling, or remove it`,
    ]);
  });
});

describe('content/carousel.yaml', () => {
  it('holds slides with distinct titles, each with an image that exists', () => {
    const slides = loadCarousel();
    expect(slides.length).toBeGreaterThan(0);
    expect(new Set(slides.map((s) => s.title)).size).toBe(slides.length);
    for (const s of slides) expect(publicFileExists(s.type === 'videoLink' ? s.thumbnail : s.src)).toBe(true);
  });

  it('names a missing thumbnail and an unknown slide type', () => {
    process.env.CONTENT_DIR = BROKEN;
    process.env.PUBLIC_DIR = 'e2e/public';
    expect(messagesOf(loadCarousel)).toEqual([
      `${BROKEN}/carousel.yaml:2: NTC032 slides[0].thumbnail: is missing: expected a text`,
      `${BROKEN}/carousel.yaml:6: NTC032 slides[1].type: expected "type: videoLink" or "type: image"`,
    ]);
  });
});

describe('content/officers.yaml', () => {
  it('places every officer in the top row or a leadership column, each with a portrait that exists', () => {
    const team = loadOfficers();
    const everyone = [...team.executive, ...team.leadership[0], ...team.leadership[1]];
    expect(team.executive.length).toBeGreaterThan(0);
    expect(team.executive.every((o) => o.column === undefined)).toBe(true);
    team.leadership.forEach((column, i) => expect(column.every((o) => o.column === i + 1)).toBe(true));
    for (const o of everyone) expect(publicFileExists(o.img)).toBe(true);
  });

  it('names a bad profile link, a missing portrait and a missing column', () => {
    process.env.CONTENT_DIR = BROKEN;
    process.env.PUBLIC_DIR = 'e2e/public';
    expect(messagesOf(loadOfficers)).toEqual([
      `${BROKEN}/officers.yaml:10: NTC032 officers[1].img: no such file under public/: add the image there or fix the path`,
      `${BROKEN}/officers.yaml:11: NTC032 officers[1].linkedin: expected a full web address starting with https://`,
    ]);
  });
});

describe('content/sponsors.yaml', () => {
  it('holds sponsors, each with a logo that exists, alt text and a web link', () => {
    const sponsors = loadSponsors();
    expect(sponsors.length).toBeGreaterThan(0);
    for (const s of sponsors) {
      expect(publicFileExists(s.logo)).toBe(true);
      expect(s.alt.length).toBeGreaterThan(0);
      expect(s.url).toMatch(/^https?:\/\//);
    }
  });

  it('names a misspelled link field and the missing url', () => {
    process.env.CONTENT_DIR = BROKEN;
    process.env.PUBLIC_DIR = 'e2e/public';
    expect(messagesOf(loadSponsors)).toEqual([
      `${BROKEN}/sponsors.yaml:2: NTC032 sponsors[0].url: is missing: expected a text`,
      `${BROKEN}/sponsors.yaml:5: NTC032 sponsors[0]: unknown field "link": check the spelling, or remove it`,
    ]);
  });
});

describe('content/events.yaml', () => {
  it('loads every event newest first, with unique ids and images that exist', () => {
    const { events, banner } = loadEvents();
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((e) => e.date)).toEqual(
      events
        .map((e) => e.date)
        .sort()
        .reverse(),
    );
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    for (const src of [banner.src, ...events.flatMap((e) => e.images)]) expect(publicFileExists(src)).toBe(true);
  });

  it('names a bad date, an unknown type and a repeated id', () => {
    process.env.CONTENT_DIR = BROKEN;
    process.env.PUBLIC_DIR = 'e2e/public';
    expect(messagesOf(loadEvents)).toEqual([
      `${BROKEN}/events.yaml:7: NTC032 events[0].date: "2024-13-40" is not a date: the month (13) must be 01 to 12`,
      `${BROKEN}/events.yaml:9: NTC032 events[0].type: expected one of "Guest Speaker Talks", "General Meeting", "Project Meeting", "Social Event", got "Workshop"`,
    ]);
  });

  it('names a repeated id once the fields are valid', () => {
    process.env.CONTENT_DIR = `${BROKEN}/duplicate-id`;
    process.env.PUBLIC_DIR = 'e2e/public';
    expect(messagesOf(loadEvents)).toEqual([
      `${BROKEN}/duplicate-id/events.yaml:12: events[1].id: 1 is used by another event already (line 5): give this one id 2, the next id no event uses`,
    ]);
  });
});

describe('a leadership officer without a column', () => {
  it('is reported with the file and field', () => {
    process.env.CONTENT_DIR = `${BROKEN}/no-column`;
    process.env.PUBLIC_DIR = 'e2e/public';
    expect(messagesOf(loadOfficers)).toEqual([
      `${BROKEN}/no-column/officers.yaml: officers[0].column: is missing: a leadership officer needs "column: 1" or "column: 2"`,
    ]);
  });
});
