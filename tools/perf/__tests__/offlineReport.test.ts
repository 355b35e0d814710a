import type { OfflineFigures } from '@/tools/perf/deployBench';
import { offlineFails, offlineLines, offlineTable } from '@/tools/perf/offlineReport';

const cost = (requests: number, wireBytes: number, cachedBytes = 0) => ({
  registered: requests > 0,
  requests,
  wireBytes,
  cachedEntries: requests,
  cachedBytes,
});
const delta = (changed: string[], gzipBytes: number) => ({ changed, entries: changed.length, gzipBytes, bytes: gzipBytes * 3, of: 440 });

/** Today's figures as a run that keeps every target would measure them. */
const good: OfflineFigures = {
  content: 'real content',
  list: { entries: 440, gzipBytes: 1_400_000, bytes: 5_000_000 },
  workerGzipBytes: 20_000,
  visitor: { ...cost(0, 0), registered: false },
  member: cost(440, 1_450_000, 5_000_000),
  differing: [],
  submodule: { ...delta(['sealed/onboarding-softwareB1-1_1.bin', 'sealed/search.bin'], 45_000), file: 'onboarding/softwareB1/1_1.mdx' },
  events: { ...delta(['events/index.html', 'events/index.txt'], 9_000), notShowingIt: [] },
};

describe('the offline and deploy figures of npm run bench', () => {
  it('a row per content tree, each figure in its column', () => {
    const table = offlineTable([good, { ...good, content: 'real + 430 synthetic', events: undefined, differing: undefined }]);
    expect(table).toContain('real content');
    expect(table).toContain('440 / 1400.0 / 5000.0');
    expect(table).toContain('0 / 0.0');
    expect(table).toContain('440 / 1450.0 / 5000.0');
    expect(table).toContain('2 / 45.0');
    // Not measured at ten times (no events deploy, no second build): blank, not 0.
    expect(
      table
        .split('\n')
        .find((l) => l.startsWith('real + 430'))
        ?.trimEnd(),
    ).toMatch(/2 \/ 45\.0$/);
    expect(
      table
        .split('\n')
        .find((l) => l.startsWith('real content'))
        ?.trimEnd(),
    ).toMatch(/2 \/ 45\.0 +2 +0$/);
  });

  it('names what each deploy changed, and passes when every target is kept', () => {
    const lines = offlineLines([good]).join('\n');
    expect(lines).toContain('onboarding/softwareB1/1_1.mdx edited changes sealed/onboarding-softwareB1-1_1.bin, sealed/search.bin');
    expect(lines).toContain('events.yaml edited changes events/index.html, events/index.txt');
    expect(lines).not.toContain('✗');
    expect(offlineFails([good])).toBe(false);
  });

  it('fails, naming why, when a visitor downloads, a deploy costs too much, two builds differ or an events deploy touches more', () => {
    const visitor = { ...good, visitor: cost(441, 1_400_000) };
    const deploy = {
      ...good,
      submodule: {
        ...delta(
          Array.from({ length: 360 }, (_, i) => `f${i}`),
          1_120_000,
        ),
        file: 'x.mdx',
      },
    };
    const twice = { ...good, differing: ['sw.js', 'sealed/member.bin'] };
    const events = { ...good, events: { ...good.events!, notShowingIt: ['onboarding/softwareB1/1_1/index.html'] } };
    for (const figures of [visitor, deploy, twice, events]) expect(offlineFails([figures])).toBe(true);
    expect(offlineLines([visitor]).join('\n')).toContain("a visitor's background download 1400.0 kB > 300 kB");
    expect(offlineLines([deploy]).join('\n')).toContain("changes 360 of the worker's entries (> 10)");
    expect(offlineLines([twice]).join('\n')).toContain('the same sources built twice differ in sw.js, sealed/member.bin');
    expect(offlineLines([events]).join('\n')).toContain('do not show the edited event: onboarding/softwareB1/1_1/index.html');
  });
});
