/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceDateEpoch } from '@/tools/config/sourceDate.mjs';

describe('the time a build stands for', () => {
  it('is SOURCE_DATE_EPOCH when it is set, whatever the clock says', () => {
    expect(sourceDateEpoch({ SOURCE_DATE_EPOCH: '1767225600' })).toBe(1767225600);
  });

  it("is the commit's time in a git work tree: the same for every build of it", () => {
    const first = sourceDateEpoch({});
    expect(first).toBeGreaterThan(1_600_000_000);
    expect(sourceDateEpoch({})).toBe(first);
  });

  it('is the epoch in a tree without git history, never the clock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    expect(sourceDateEpoch({}, dir)).toBe(0);
    expect(sourceDateEpoch({ SOURCE_DATE_EPOCH: 'yesterday' }, dir)).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
