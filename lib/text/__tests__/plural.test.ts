import { plural } from '@/lib/text/plural';

describe('plural', () => {
  it('writes the noun as it is for one, and adds an s for every other count, none included', () => {
    expect(plural(1, 'file')).toBe('1 file');
    expect(plural(3, 'file')).toBe('3 files');
    expect(plural(0, 'result')).toBe('0 results');
  });

  it('takes the plural when the noun has its own', () => {
    expect(plural(1, 'quiz', 'quizzes')).toBe('1 quiz');
    expect(plural(2, 'quiz', 'quizzes')).toBe('2 quizzes');
  });
});
