/**
 * @jest-environment node
 */
// The build's check that the export says nothing of the members' area (scripts/check-sealed-export.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findLeaks, readableText, sentenceNeedles, shortNeedle, withoutPublic } from '@/lib/seal/leaks';

const TSX = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
const SENTENCE = 'The General Skills Block holds the core modules for everyone.';

describe('findLeaks', () => {
  const needles = [...sentenceNeedles(`Intro. ${SENTENCE}`, 'general-info'), ...shortNeedle('Frequency domain', 'quiz answer')];

  it('finds a sentence however the file escapes it: HTML entities, a JSON string, a script', () => {
    const files = [
      { file: 'a.html', text: '<p>The General Skills Block holds the core modules for everyone&#x27;s start</p>' },
      { file: 'b.txt', text: '{"children":"The General Skills Block holds the core\\nmodules for everyone."}' },
      { file: 'c.js', text: 'x="correctAnswer":"Frequency\\u0020domain"' },
    ];
    expect(findLeaks(files, needles).map((l) => [l.file, l.from])).toEqual([
      ['a.html', 'general-info'],
      ['c.js', 'quiz answer'],
    ]);
  });

  it('finds nothing in files that do not hold the text', () => {
    expect(findLeaks([{ file: 'a.html', text: '<p>Opening the page…</p>' }], needles)).toEqual([]);
  });

  it('looks for runs of plain text long enough to mean something, and leaves out what public pages show', () => {
    expect(sentenceNeedles('Short one. Two words.', 'x')).toEqual([]);
    expect(shortNeedle('Blue', 'x')).toEqual([]);
    expect(withoutPublic(shortNeedle('Jordan Rivera, President', 'x'), 'name: Jordan Rivera, President')).toEqual([]);
    expect(readableText('a&amp;b\\"c\\nd')).toBe('a&b"c d');
  });
});

describe('scripts/check-sealed-export.ts on the fixture content', () => {
  function check(files: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sealed-check-'));
    try {
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), text);
      }
      const r = spawnSync(process.execPath, [TSX, 'scripts/check-sealed-export.ts', dir], {
        env: { ...process.env, CONTENT_DIR: 'e2e/content' },
        encoding: 'utf8',
      });
      return { status: r.status, output: `${r.stdout}${r.stderr}`.split(dir).join('<out>') };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('passes an export whose members pages are frames', () => {
    const r = check({
      'member/index.html': '<html><head><title>Member Home</title></head><body><p role="status">Checking your sign-in…</p></body></html>',
    });
    expect(r.output).toMatch(/sealed check: \d+ members' texts looked for in 1 files, none readable/);
    expect(r.status).toBe(0);
  });

  it('fails the build when a page of the members area is planted in out/, naming the file and the text', () => {
    const r = check({
      'member/index.html': '<html><body>frame</body></html>',
      'general-info/index.txt': `1:["$","p",null,{"children":"${SENTENCE}"}]`,
      'onboarding/softwareB1/1_1/index.html': '<h2>Read and click</h2>',
    });
    expect(r.status).toBe(1);
    expect(r.output).toContain('The export shows what only members may read');
    expect(r.output).toMatch(
      /general-info\/index\.txt: "holds the core modules for everyone" \(from e2e\/content\/pages\/general-info\.mdx\)/,
    );
    expect(r.output).toMatch(
      /onboarding\/softwareB1\/1_1\/index\.html: "Read and click" \(from .*softwareB1\/1_1\.mdx \(tasks\[0\]\.title\)\)/,
    );
  });
});
