import { emptyPage } from '@/lib/record/record';
import {
  IMPORT_REFUSALS,
  PROGRESS_FILE_VERSION,
  MAX_IMPORT_BYTES,
  parseProgressFile,
  progressFile,
  progressFileName,
  progressFileText,
  sizeRefusal,
} from '@/lib/progress/progressFile';

const pages = { softwareB1Module1_1: { ...emptyPage(), links: ['Required guide'], visited: true } };
const now = new Date(2026, 10, 23, 14, 5); // 23 Nov 2026, local time
const valid = () => progressFile('at1234', pages, now);
const text = (value: unknown) => JSON.stringify(value);

describe('the export format', () => {
  it('names the file after the EID and the local date', () => {
    expect(progressFileName('at1234', now)).toBe('onboarding-progress-at1234-2026-11-23.json');
    expect(progressFileName(' AB 12/3 ', now)).toBe('onboarding-progress-ab12-3-2026-11-23.json');
  });

  it('holds format, version, EID, export time and the pages, and reads back exactly', () => {
    const file = valid();
    expect(file).toEqual({
      format: 'neurotech-onboarding-progress',
      version: PROGRESS_FILE_VERSION,
      eid: 'at1234',
      exportedAt: now.toISOString(),
      pages,
    });
    expect(parseProgressFile(progressFileText(file))).toEqual({ ok: true, file, dropped: [] });
  });

  it('may carry the member’s name, for the officers’ review table', () => {
    const file = progressFile('at1234', pages, now, 'Ada Test');
    expect(file.fullName).toBe('Ada Test');
    expect(parseProgressFile(progressFileText(file))).toEqual({ ok: true, file, dropped: [] });
    expect(parseProgressFile(text({ ...file, fullName: 7 }))).toEqual({
      ok: false,
      message: IMPORT_REFUSALS.damaged('fullName: expected text'),
    });
  });
});

describe('checking an imported file', () => {
  const refusal = (content: string) => {
    const r = parseProgressFile(content);
    return r.ok ? 'accepted' : r.message;
  };

  it('refuses a file over 1 MB before reading it', () => {
    expect(sizeRefusal(MAX_IMPORT_BYTES + 1)).toBe(IMPORT_REFUSALS.tooLarge);
    expect(IMPORT_REFUSALS.tooLarge).toMatch(/over 1 MB/);
    expect(sizeRefusal(2_000)).toBeNull();
  });

  it.each([
    ['not JSON', 'Name,Score\nAda,5', IMPORT_REFUSALS.notJson],
    ['JSON of another program', text({ hello: 'world' }), IMPORT_REFUSALS.otherFormat],
    ['a JSON list', text([1, 2]), IMPORT_REFUSALS.otherFormat],
    ['another format name', text({ ...valid(), format: 'someone-elses-progress' }), IMPORT_REFUSALS.otherFormat],
  ])('refuses %s as not a progress file', (_what, content, message) => {
    expect(refusal(content)).toBe(message);
    expect(message).toMatch(/^This file is not a progress file/);
  });

  it('refuses a file of a newer version', () => {
    expect(refusal(text({ ...valid(), version: PROGRESS_FILE_VERSION + 1 }))).toBe(IMPORT_REFUSALS.newerVersion);
    expect(IMPORT_REFUSALS.newerVersion).toMatch(/^This file was made by a newer version of the site/);
  });

  it.each([
    ['an unknown version', { ...valid(), version: 0 }, 'version: expected 1 to 2'],
    ['a missing EID', { ...valid(), eid: ' ' }, 'eid: expected an EID'],
    ['a bad export date', { ...valid(), exportedAt: 'soon' }, 'exportedAt: expected a date and time'],
    ['an unknown top-level field', { ...valid(), files: [] }, 'files: unknown field'],
    ['pages that fail the schema', { ...valid(), pages: { p: { ...emptyPage(), visited: 1 } } }, 'pages.p.visited: expected true or false'],
    ['missing pages', { ...valid(), pages: undefined }, 'pages: expected an object'],
  ])('refuses %s as damaged, naming the problem', (_what, value, problem) => {
    expect(refusal(text(value))).toBe(IMPORT_REFUSALS.damaged(problem));
  });
});
