/**
 * @jest-environment node
 *
 * Progress codes in pasted mail as mail clients leave them: wrapped at any column, quoted, soft line
 * breaks, CRLF; the join decided by reading, and every 'Progress code:' line found with the member
 * its report names.
 */
import fs from 'node:fs';
import path from 'node:path';
import { everythingDone } from '@/lib/progress/__tests__/everythingDone';
import { progressOutline } from '@/lib/progress/outline';
import { CODE_REFUSALS, memberProgress, progressCode, PROGRESS_CODE_LABEL } from '@/lib/progress/progressCode';
import { findProgressCodes, readFoundCode } from '@/lib/review/findCodes';

const real = progressOutline();
const now = new Date(2026, 10, 23, 15, 30);
const who = { eid: 'mfo12345', fullName: 'Maximiliana Fitzgerald-Oyelaran', reportedAt: now.toISOString() };
const everything = memberProgress(
  real,
  everythingDone(real, { submittedAt: now.toISOString(), uploadedAt: now.toISOString(), uploadNames: ['a.png'] }),
  who,
);
const code = progressCode(real, everything);

/** The codes a text reads as, in order. */
const codesIn = (text: string) => findProgressCodes(text).map((f) => readFoundCode(f.pieces, real).code);

/** `text` cut into lines of `width` characters. */
const wrap = (text: string, width: number) => text.match(new RegExp(`.{1,${width}}`, 'g'))!;

describe('finding progress codes', () => {
  it('is found on every Progress code line of a pasted mailbox, once each, soft line breaks joined', () => {
    const a = progressCode(real, memberProgress(real, {}, { ...who, eid: 'a1' }));
    const mailbox = [
      `Subject: one`,
      '',
      'Onboarding progress of A',
      `${PROGRESS_CODE_LABEL} ${a}`,
      '',
      `> ${PROGRESS_CODE_LABEL} ${a}`,
      `${PROGRESS_CODE_LABEL} ${code.slice(0, 40)}=`,
      `${code.slice(40)}`,
    ].join('\r\n');
    expect(codesIn(mailbox)).toEqual([a, code]);
  });

  it('reads a code hard-wrapped at any column, quoted or not, with a word on the line after it', () => {
    const line = `${PROGRESS_CODE_LABEL} ${code}`;
    for (const quote of ['', '> ', '> > ', '>'])
      for (let width = 1; width < line.length; width++) {
        const wrapped = [...wrap(line, width).map((l) => quote + l), `${quote}Thanks`, `${quote}Bo`];
        // A wrap inside the label itself is not a mail client's doing: only wraps after it are tried.
        if (!wrapped[0].includes(PROGRESS_CODE_LABEL)) continue;
        const found = findProgressCodes(wrapped.join('\r\n'));
        expect(found).toHaveLength(1);
        const read = readFoundCode(found[0].pieces, real);
        expect([quote, width, read.code]).toEqual([quote, width, code]);
        expect(read.check).toEqual({ ok: true, progress: everything });
      }
  });

  it('reads a code that starts on the line after its label, and one quoted with soft line breaks', () => {
    expect(codesIn(`${PROGRESS_CODE_LABEL}\n${code.slice(0, 50)}\n${code.slice(50)}\nThanks`)).toEqual([code]);
    expect(codesIn(`> ${PROGRESS_CODE_LABEL}   \r\n> ${code.slice(0, 3)}\r\n> ${code.slice(3)}`)).toEqual([code]);
    expect(
      codesIn(`> > ${PROGRESS_CODE_LABEL} ${code.slice(0, 30)}=\n> > ${code.slice(30, 70)}=\n> > ${code.slice(70)}\n> > Thanks`),
    ).toEqual([code]);
  });

  it('finds a label with no code after it, to be refused, not dropped', () => {
    const found = findProgressCodes(`Onboarding progress of Ada Test (at1234) on 2026-11-23 14:05\n\n${PROGRESS_CODE_LABEL}\n\nBest, Ada`);
    expect(found).toEqual([{ pieces: [''], name: 'Ada Test', eid: 'at1234' }]);
    expect(readFoundCode(found[0].pieces, real).check).toEqual({ ok: false, reason: CODE_REFUSALS.damaged });
  });

  it('keeps the longest plausible join of a damaged code, and stops at the join a reader can judge', () => {
    const damaged = `${code.slice(0, 60)}x${code.slice(61)}`.replace(/x/, code[60] === 'A' ? 'B' : 'A');
    const text = `${PROGRESS_CODE_LABEL} ${damaged.slice(0, 60)}\n${damaged.slice(60)}\nThanks\n\nNext paragraph`;
    expect(readFoundCode(findProgressCodes(text)[0].pieces, real)).toEqual({
      code: `${damaged}Thanks`,
      check: { ok: false, reason: CODE_REFUSALS.damaged },
    });
    // An NTP1 code (a frozen one, sent before NTP2) made for another curriculum: the checksum still tells where it ends.
    const ntp1 = fs.readFileSync(path.join(process.cwd(), 'lib/progress/__tests__/fixtures/code-ntp1.txt'), 'utf8').trim();
    expect(
      readFoundCode(findProgressCodes(`${PROGRESS_CODE_LABEL} ${ntp1.slice(0, 30)}\n${ntp1.slice(30)}\nThanks`)[0].pieces, real),
    ).toEqual({ code: ntp1, check: { ok: false, reason: CODE_REFUSALS.otherCurriculum } });
  });

  it('names the member from the report around each code: its first line, or Name: and EID: lines, never the report before', () => {
    const mailbox = [
      'Subject: Onboarding progress: Ada (Ann) Test (at1234)',
      '',
      '> Onboarding progress of Ada (Ann) Test (at1234) on 2026-11-23 14:05',
      '> Submodules complete: 1 / 48',
      `> ${PROGRESS_CODE_LABEL} NTP1.broken`,
      '',
      'Name: Bo Hardy',
      'EID: BO42',
      `${PROGRESS_CODE_LABEL} NTP1.alsobroken`,
      '',
      `${PROGRESS_CODE_LABEL} NTP1.nobody`,
      'From: cy@example.edu',
      'Subject: Onboarding progress: Cy Keep (cy7)',
      `${PROGRESS_CODE_LABEL} NTP1.cy`,
    ].join('\n');
    expect(findProgressCodes(mailbox)).toEqual([
      { pieces: ['NTP1.broken'], name: 'Ada (Ann) Test', eid: 'at1234' },
      { pieces: ['NTP1.alsobroken'], name: 'Bo Hardy', eid: 'BO42' },
      { pieces: ['NTP1.nobody'] },
      { pieces: ['NTP1.cy'], name: 'Cy Keep', eid: 'cy7' },
    ]);
  });
});
