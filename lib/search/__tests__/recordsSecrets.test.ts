/**
 * @jest-environment node
 */
// The search records are what the build seals for the browser: prove they hold a module's words and
// none of its quiz (question, options, answer), nor the access code the build was given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadBlocks } from '@/lib/content/blocks';
import { loadOnboarding } from '@/lib/content/onboarding';
import { searchRecords } from '@/lib/search/records';

const files: Record<string, string> = {
  'onboarding/blocks.yaml':
    'blocks:\n  - id: softwareB3\n    team: Software\n    label: "Block 3: Signals"\n    title: Signals\n    modules: [1]\n',
  'onboarding/softwareB3/1_1.mdx': [
    '---',
    'title: Spectral Whitening',
    'tasks:',
    '  - title: Check your understanding',
    '    description: Take the quiz on periodograms.',
    '    quiz: softwareB3Module1_1',
    '    requiredActions: [completeQuiz]',
    '---',
    '',
    'Welch periodograms average overlapping segments.',
    '',
  ].join('\n'),
  'quizzes/softwareB3Module1_1.yaml':
    'questions:\n  - id: 1\n    question: Which quokkaquestion window?\n    options: [Zebrawrong, Hannaxanswer]\n    correctAnswer: Hannaxanswer\n',
};

/** The records as the build writes them (JSON), from the content under `root`. */
function sealedText(root: string, accessCode: string): string {
  const saved = { dir: process.env.CONTENT_DIR, code: process.env.MEMBER_ACCESS_CODE };
  process.env.CONTENT_DIR = root;
  process.env.MEMBER_ACCESS_CODE = accessCode;
  try {
    return JSON.stringify(searchRecords(loadOnboarding().submodules, loadBlocks()));
  } finally {
    for (const [name, value] of [
      ['CONTENT_DIR', saved.dir],
      ['MEMBER_ACCESS_CODE', saved.code],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}

describe('the sealed search records', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-records-'));
  let text: string;

  beforeAll(() => {
    for (const [rel, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      fs.writeFileSync(path.join(root, rel), body);
    }
    text = sealedText(root, 'secret-gate-code-5521');
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('hold the module’s words', () => {
    expect(text).toContain('Spectral Whitening');
    expect(text).toContain('Welch periodograms average overlapping segments');
  });

  it('hold no quiz question, option or answer, and not the access code', () => {
    for (const secret of ['quokkaquestion', 'zebrawrong', 'hannaxanswer', 'secret-gate-code-5521'])
      expect(text.toLowerCase()).not.toContain(secret);
  });

  it('hold none of the real curriculum’s quiz questions', () => {
    const { quizzes } = loadOnboarding();
    const questions = Object.values(quizzes).flatMap((q) => q.questions.map((x) => x.question));
    expect(questions.length).toBeGreaterThan(0);
    const real = searchRecords(loadOnboarding().submodules, loadBlocks());
    expect(questions.filter((q) => real.some((r) => r.text.includes(q)))).toEqual([]);
  });
});
