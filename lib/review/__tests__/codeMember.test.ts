/**
 * @jest-environment node
 *
 * Whose a progress code is, found without the curriculum it was made for: what an officer needs to
 * know about a kept or pasted code that no longer reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { progressOutline } from '@/lib/progress/outline';
import { memberProgress, progressCode } from '@/lib/progress/progressCode';
import { memberInCode } from '@/lib/review/codeMember';

const real = progressOutline();
const codeOf = (eid: string, fullName: string) =>
  progressCode(real, memberProgress(real, {}, { eid, fullName, reportedAt: '2026-11-23T14:05:00.000Z' }));

describe('the member in a code', () => {
  it('is read from the code alone, whatever the name', () => {
    const long = 'Maximiliana Zoë Fitzgerald-Oyelaran de la Cruz-Ngũgĩ wa Thiong’o';
    expect(memberInCode(codeOf('at1234', 'Ada Test'))).toEqual({ name: 'Ada Test', eid: 'at1234' });
    expect(memberInCode(codeOf('mz1', long))).toEqual({ name: long, eid: 'mz1' });
    expect(memberInCode(codeOf('BO42', ''))).toEqual({ eid: 'BO42' });
  });

  it('is not guessed from a damaged code or another text', () => {
    const code = codeOf('at1234', 'Ada Test');
    expect(memberInCode(`${code.slice(0, 20)}${code[20] === 'A' ? 'B' : 'A'}${code.slice(21)}`)).toEqual({});
    for (const text of [code.slice(0, -2), 'NTP1.', 'NTP1.!!', 'NTP2.', 'hello', code.replace(/^NTP2\./, 'NTP9.')])
      expect(memberInCode(text)).toEqual({});
  });

  it('is read from an NTP1 code, which a later curriculum refuses (a frozen code of the old version)', () => {
    const ntp1 = fs.readFileSync(path.join(process.cwd(), 'lib/progress/__tests__/fixtures/code-ntp1.txt'), 'utf8').trim();
    expect(memberInCode(ntp1)).toEqual({ name: 'Zoë Ñúñez', eid: 'ZN4321' });
    expect(memberInCode(ntp1.replace(/^NTP1\./, 'NTP2.'))).toEqual({});
  });
});
