/**
 * @jest-environment node
 *
 * The progress code: read back whole, refused when newer, damaged or made for another curriculum,
 * and carried by the report's e-mail link under the cap on the real curriculum.
 */
import { progressOutline } from '@/lib/progress/outline';
import { everythingDone } from '@/lib/progress/__tests__/everythingDone';
import {
  CODE_REFUSALS,
  memberProgress,
  outlineQuizzes,
  outlineSubmodules,
  parseProgressCode,
  progressCode,
  PROGRESS_CODE_LABEL,
} from '@/lib/progress/progressCode';
import { findProgressCodes, readFoundCode } from '@/lib/review/findCodes';
import { MAILTO_LIMIT, reportMailto, SHORTENED_NOTE } from '@/lib/progress/report';
import { syntheticOutline } from './syntheticOutline';
import { summariseProgress, type OutlineBlock } from '@/lib/progress/summary';

const real = progressOutline();
const now = new Date(2026, 10, 23, 15, 30);
const at = (h: number) => new Date(2026, 10, 22, h, 0).toISOString();

/** Every submodule of the real curriculum done, every quiz passed, an upload on every task. */
const everything = (o: readonly OutlineBlock[]) =>
  everythingDone(o, {
    submittedAt: at(10),
    uploadedAt: at(11),
    uploadNames: ['a-rather-long-screenshot-name-2026-11-23.png', 'notes.pdf'],
  });

const who = { eid: 'mfo12345', fullName: 'Maximiliana Fitzgerald-Oyelaran', reportedAt: now.toISOString() };

describe('the progress code', () => {
  it('is measured on the real curriculum, whatever its size: a quiz and four submodules at least, as the tests below use', () => {
    expect(outlineSubmodules(real).length).toBeGreaterThanOrEqual(4);
    expect(outlineQuizzes(real).length).toBeGreaterThanOrEqual(1);
  });

  it('reads back exactly what it was made from, names outside ASCII included', () => {
    const pages = everything(real);
    const firstQuiz = outlineQuizzes(real)[0];
    pages[firstQuiz.pageKey] = {
      ...pages[firstQuiz.pageKey],
      quizzes: { [firstQuiz.task]: { correct: 2, total: 5, passed: false, quizKey: `${firstQuiz.quizId}:r1:stale`, submittedAt: at(9) } },
    };
    delete pages[outlineSubmodules(real)[3].pageKey];
    const progress = memberProgress(real, pages, { ...who, fullName: 'Zoë Ñúñez', team: 'Hardware' });
    const code = progressCode(real, progress);
    expect(code).toMatch(/^NTP2\.[A-Za-z0-9_-]+$/);
    expect(parseProgressCode(code, real)).toEqual({ ok: true, progress });
    expect(progress.quizzes[0]).toEqual({ correct: 2, total: 5, passed: false, date: '2026-11-22' });
    expect(progress.started[3]).toBe(false);
    expect(progress.team).toBe('Hardware');
  });

  it('refuses a code of a newer version and a damaged one, each with its reason', () => {
    const code = progressCode(real, memberProgress(real, everything(real), who));
    expect(parseProgressCode(code.replace(/^NTP2\./, 'NTP3.'), real)).toEqual({ ok: false, reason: CODE_REFUSALS.newer });
    expect(CODE_REFUSALS.newer).toBe('made by a newer version of the site');
    const i = 20;
    const flipped = `${code.slice(0, i)}${code[i] === 'A' ? 'B' : 'A'}${code.slice(i + 1)}`;
    for (const bad of [flipped, code.slice(0, -3), `${code}AAAA`, 'NTP2.', 'NTP2.!!!!', 'NTP0.AAAA', 'hello'])
      expect(parseProgressCode(bad, real)).toEqual({ ok: false, reason: 'damaged code' });
  });
});

describe('the report e-mail with its progress code', () => {
  it('stays under the cap for a member who has done everything, the code whole on its last line', () => {
    const pages = everything(real);
    const code = progressCode(real, memberProgress(real, pages, who));
    const { href, body } = reportMailto('onboarding@lakeshore-neurotech.example.edu', {
      ...who,
      summary: summariseProgress(real, pages),
      now,
      code,
    });
    expect(href.length).toBeLessThan(MAILTO_LIMIT);
    expect(body.split('\n').at(-1)).toBe(`${PROGRESS_CODE_LABEL} ${code}`);
    expect(findProgressCodes(body).map((found) => readFoundCode(found.pieces, real).code)).toEqual([code]);
  });

  it('stays under the cap with 100 submodules all done, every fifth with a quiz', () => {
    const big = syntheticOutline(100, 5);
    expect(outlineSubmodules(big)).toHaveLength(100);
    const pages = everything(big);
    const code = progressCode(big, memberProgress(big, pages, who));
    const { href, body } = reportMailto('onboarding@lakeshore-neurotech.example.edu', {
      ...who,
      summary: summariseProgress(big, pages),
      now,
      code,
    });
    expect(href.length).toBeLessThan(MAILTO_LIMIT);
    expect(body.split('\n').at(-1)).toBe(`${PROGRESS_CODE_LABEL} ${code}`);
    expect(parseProgressCode(code, big)).toMatchObject({ ok: true, progress: { complete: Array(100).fill(true) } });
  });

  it('keeps the code when the body must be cut to its last lines', () => {
    const huge = Array.from({ length: 6 }, () => real).flat();
    const pages = everything(real);
    const code = progressCode(real, memberProgress(real, pages, who));
    const { href, body } = reportMailto('onboarding@lakeshore-neurotech.example.edu', {
      ...who,
      summary: summariseProgress(huge, pages),
      now,
      code,
    });
    expect(href.length).toBeLessThan(MAILTO_LIMIT);
    expect(body).toContain(SHORTENED_NOTE);
    expect(body.endsWith(`\n\n${PROGRESS_CODE_LABEL} ${code}`)).toBe(true);
  });
});
