import fs from 'node:fs';
import path from 'node:path';
import { emptyPage, type PageProgress } from '@/lib/record/record';
import type { TaskRequirements } from '@/lib/onboarding/completion';
import type { ResumeBlock, ResumeSubmodule } from '@/lib/onboarding/resume';
import { pageAsks, parseSeenCurriculum, seenCurriculum, whatsNew } from '@/lib/onboarding/whatsNew';

const links = (...ids: string[]): TaskRequirements => ({
  requiredActions: ['clickLinks'],
  requiredLinks: ids,
  requiredVideos: [],
  requiredDocuments: [],
});
const upload = (key: string): TaskRequirements => ({
  requiredActions: ['uploadFiles'],
  requiredLinks: [],
  requiredVideos: [],
  requiredDocuments: [],
  key,
});
const sub = (pageKey: string, tasks: TaskRequirements[], formerKeys?: string[]): ResumeSubmodule => ({
  key: pageKey.slice(-3),
  pageKey,
  formerKeys,
  title: `Title of ${pageKey}`,
  href: `/onboarding/${pageKey}/`,
  tasks,
});
const block = (label: string, ...submodules: ResumeSubmodule[]): ResumeBlock => ({ id: label, team: 'Software', label, submodules });
const clicked = (...ids: string[]): PageProgress => ({ ...emptyPage(), visited: true, links: ids });

const before = [block('Block 1', sub('a1_1', [links('https://a.example/guide')]), sub('a1_2', [links('https://a.example/other')]))];

describe('whatsNew', () => {
  const pages = { a1_1: clicked('https://a.example/guide'), a1_2: clicked('https://a.example/other') };
  const seen = seenCurriculum(before, pages);

  it('finds nothing when the curriculum is the same', () => {
    expect(whatsNew(before, pages, seen)).toEqual({ added: [], asksMore: [] });
  });

  it('lists a submodule added, and not one that moved (its former key), nor the unchanged ones', () => {
    const after = [
      block('Block 1', sub('a1_1', [links('https://a.example/guide')]), sub('a2_2', [links('https://a.example/other')], ['a1_2'])),
      block('Block 2', sub('b1_1', [links('https://b.example')])),
    ];
    const news = whatsNew(after, pages, seen);
    expect(news.added.map((e) => [e.block.label, e.submodule.pageKey])).toEqual([['Block 2', 'b1_1']]);
    expect(news.asksMore).toEqual([]);
  });

  it('lists a finished submodule that now asks more, only while it is not finished again', () => {
    const after = [
      block(
        'Block 1',
        sub('a1_1', [links('https://a.example/guide', 'https://a.example/new')]),
        sub('a1_2', [links('https://a.example/other')]),
      ),
    ];
    expect(whatsNew(after, pages, seen).asksMore.map((e) => e.submodule.pageKey)).toEqual(['a1_1']);
    const doneAgain = { ...pages, a1_1: clicked('https://a.example/guide', 'https://a.example/new') };
    expect(whatsNew(after, doneAgain, seen).asksMore).toEqual([]);
  });

  it('tells a member who had not finished the page nothing, and one who reset their progress nothing', () => {
    const unfinished = seenCurriculum(before, { a1_2: pages.a1_2 });
    const after = [block('Block 1', sub('a1_1', [links('https://a.example/guide', 'https://a.example/new')]), before[0].submodules[1])];
    expect(whatsNew(after, {}, unfinished).asksMore).toEqual([]);
    expect(whatsNew(before, {}, seen)).toEqual({ added: [], asksMore: [] }); // reset: nothing asks more
  });

  it('keeps an upload task the same ask when it is renamed or moves on its page', () => {
    const one = [block('B', sub('u1', [links('https://x.example'), upload('Proof')]))];
    const moved = [block('B', sub('u1', [upload('Your proof'), links('https://x.example')]))];
    expect(pageAsks(one[0].submodules[0].tasks)).toEqual(pageAsks(moved[0].submodules[0].tasks));
  });

  it('keeps no address: what it stores are short hashes', () => {
    const text = JSON.stringify(seen);
    expect(text).not.toContain('example');
    for (const page of Object.values(seen.pages)) for (const ask of page.asks) expect(ask).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('parseSeenCurriculum', () => {
  it('reads back what it kept, and refuses what is not one (a first visit again)', () => {
    const seen = seenCurriculum(before, {});
    expect(parseSeenCurriculum(JSON.stringify(seen))).toEqual(seen);
    for (const text of [
      null,
      '',
      'nope',
      '{}',
      '{"v":2,"pages":{}}',
      '{"v":1,"pages":[]}',
      '{"v":1,"pages":{"a":{"asks":"x","done":true}}}',
    ])
      expect(parseSeenCurriculum(text)).toBeNull();
  });

  it('reads the frozen record of 2026-11-27 as this curriculum saw it (fixtures/README.md: never regenerated)', () => {
    const file = path.join(__dirname, '../../progress/__tests__/fixtures/seen-curriculum-v1.json');
    const kept = parseSeenCurriculum(fs.readFileSync(file, 'utf8'));
    expect(kept).not.toBeNull();
    // The record was kept with a1_1 finished; the same curriculum is nothing new ...
    const pages = { a1_1: clicked('https://a.example/guide') };
    expect(whatsNew(before, pages, kept!)).toEqual({ added: [], asksMore: [] });
    // ... and a required link added to a1_1 is news: the hashes are computed as they were then.
    const after = [block('Block 1', sub('a1_1', [links('https://a.example/guide', 'https://a.example/new')]), before[0].submodules[1])];
    expect(whatsNew(after, pages, kept!).asksMore.map((e) => e.submodule.pageKey)).toEqual(['a1_1']);
  });
});
