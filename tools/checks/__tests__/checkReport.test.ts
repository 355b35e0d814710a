/** @jest-environment node */
import { githubAnnotation } from '@/tools/checks/annotations';
import { contentCheckReport, progressWarningReport } from '@/tools/checks/checkReport';

const field = {
  file: 'content/events.yaml',
  line: 7,
  field: 'events[0].date',
  message: 'expected a date',
  hint: 'Did you mean "2025-02-13"?',
};
const lineOnly = { file: 'content/officers.yaml', line: 12, field: '', message: 'the template\'s "# CHANGE" note is still here' };

describe('content:check output', () => {
  it('asks to fix the fields only when a field is named', () => {
    expect(contentCheckReport([field, lineOnly], 'content', false).errors.at(-1)).toMatch(/^\nFix the fields named above, save/);
    expect(contentCheckReport([lineOnly], 'content', false).errors.at(-1)).toMatch(/^\nFix each line named above, save/);
  });

  it('names the content folder in its first line only when every problem is in it', () => {
    expect(contentCheckReport([field, lineOnly], 'content', false).errors[0]).toBe('\n✗ 2 problems in content/:\n');
    const image = { file: 'public/images/logo.svg', line: 3, field: '', message: 'this image holds a <script> element' };
    expect(contentCheckReport([field, image], 'content', false).errors[0]).toBe('\n✗ 2 problems:\n');
  });

  it('prints one GitHub annotation per problem, on its file and line, only in GitHub Actions', () => {
    expect(contentCheckReport([field, lineOnly], 'content', false).annotations).toEqual([]);
    expect(contentCheckReport([field, lineOnly], 'content', true).annotations).toEqual([
      '::error file=content/events.yaml,line=7,title=content check::events[0].date: expected a date. Did you mean "2025-02-13"?',
      '::error file=content/officers.yaml,line=12,title=content check::the template\'s "# CHANGE" note is still here',
    ]);
  });

  it('escapes what would end an annotation early', () => {
    expect(githubAnnotation({ file: 'content/a,b.yaml', line: 3, column: 5 }, 'links check', '50% done\nnext')).toBe(
      '::error file=content/a%2Cb.yaml,line=3,col=5,title=links check::50%25 done%0Anext',
    );
  });

  it("prints changes to members' progress as `file:line: warning: ...`, and as warning annotations in GitHub Actions", () => {
    const quiz = {
      file: 'content/quizzes/q.yaml',
      line: 9,
      field: 'questions[1].correctAnswer',
      message: 'members who passed "Q" will have to take it again',
    };
    const gone = { file: 'content/onboarding/softwareB1/1_2.mdx', field: '', message: '"Videos" (softwareB1/1_2) is gone' };
    const report = progressWarningReport([quiz, gone], 'origin/main', true);
    expect(report.lines).toContain(
      '  content/quizzes/q.yaml:9: warning: questions[1].correctAnswer: members who passed "Q" will have to take it again',
    );
    expect(report.lines).toContain('  content/onboarding/softwareB1/1_2.mdx: warning: "Videos" (softwareB1/1_2) is gone');
    expect(report.annotations).toEqual([
      '::warning file=content/quizzes/q.yaml,line=9,title=members\' progress::questions[1].correctAnswer: members who passed "Q" will have to take it again',
      '::warning file=content/onboarding/softwareB1/1_2.mdx,title=members\' progress::"Videos" (softwareB1/1_2) is gone',
    ]);
    expect(progressWarningReport([], 'main', true)).toEqual({
      lines: ['✓ nothing members have done is lost, compared with main'],
      annotations: [],
    });
  });
});
