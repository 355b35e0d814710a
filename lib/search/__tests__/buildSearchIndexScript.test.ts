/**
 * @jest-environment node
 */
// scripts/build-search-index.ts writes the index a browser downloads: prove it holds the module's
// words and none of its quiz (question, options, answer) nor the access code the build was given.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const TSX = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');

const files: Record<string, string> = {
  'onboarding/blocks.yaml': 'blocks:\n  - id: softwareB3\n    team: Software\n    label: "Block 3: Signals"\n    title: Signals\n    modules: [1]\n',
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
  'quizzes/softwareB3Module1_1.yaml': 'questions:\n  - id: 1\n    question: Which quokkaquestion window?\n    options: [Zebrawrong, Hannaxanswer]\n    correctAnswer: Hannaxanswer\n',
};

/** Every file of the index as text, gzip-compressed ones (fragments, index chunks, metadata) unpacked. */
function readIndex(dir: string): string {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => {
      const bytes = new Uint8Array(fs.readFileSync(file));
      return new TextDecoder().decode(bytes[0] === 0x1f && bytes[1] === 0x8b ? new Uint8Array(zlib.gunzipSync(bytes)) : bytes);
    })
    .join('\n');
}

describe('npm run build: the search index', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  const out = path.join(root, 'out', 'pagefind');
  let run: ReturnType<typeof spawnSync>;

  beforeAll(() => {
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, 'content', rel)), { recursive: true });
      fs.writeFileSync(path.join(root, 'content', rel), text);
    }
    run = spawnSync(process.execPath, [TSX, 'scripts/build-search-index.ts', out], {
      env: { ...process.env, CONTENT_DIR: path.join(root, 'content'), MEMBER_ACCESS_CODE: 'secret-gate-code-5521' },
      encoding: 'utf8',
    });
  }, 60_000);

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes Pagefind’s script and an index holding the module’s words', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/search index: 1 submodules, \d+ files/);
    expect(fs.existsSync(path.join(out, 'pagefind.js'))).toBe(true);
    const index = readIndex(out);
    expect(index).toContain('Module 1.1: Spectral Whitening');
    expect(index).toContain('Welch periodograms average overlapping segments');
  });

  it('holds no quiz question, option or answer, and not the access code', () => {
    const index = readIndex(out).toLowerCase();
    for (const secret of ['quokkaquestion', 'zebrawrong', 'hannaxanswer', 'secret-gate-code-5521']) expect(index).not.toContain(secret);
  });

  it('does not publish Pagefind’s ready-made UI bundles', () => {
    expect(fs.readdirSync(out).filter((n) => /ui\.(js|css)$/.test(n))).toEqual([]);
  });
});
