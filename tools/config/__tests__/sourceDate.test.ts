/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceDateEpoch } from '@/tools/config/sourceDate.mjs';

describe('the time a build stands for', () => {
  it('is SOURCE_DATE_EPOCH when it is set, whatever the clock says', () => {
    expect(sourceDateEpoch({ SOURCE_DATE_EPOCH: '1767225600' })).toBe(1767225600);
  });

  it("is the commit's time in a git work tree: the same for every build of it", () => {
    // A repository of its own, committed at a known time: the project's copy need not be a git tree
    // (scripts/reskin-check.sh runs the tests in a copy without history).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'with-git-'));
    const at = '1767225600'; // 2026-01-01T00:00:00Z
    const env = { ...process.env, GIT_AUTHOR_DATE: `@${at} +0000`, GIT_COMMITTER_DATE: `@${at} +0000` };
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, stdio: 'ignore' });
    git('init', '-q');
    fs.writeFileSync(path.join(dir, 'a.txt'), 'a\n');
    git('add', 'a.txt');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.test', 'commit', '-q', '-m', 'a');
    expect(sourceDateEpoch({}, dir)).toBe(Number(at));
    expect(sourceDateEpoch({}, dir)).toBe(Number(at));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is the epoch in a tree without git history, never the clock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    expect(sourceDateEpoch({}, dir)).toBe(0);
    expect(sourceDateEpoch({ SOURCE_DATE_EPOCH: 'yesterday' }, dir)).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
