/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EDIT_MARKER } from '@/tools/perf/contentEdits';
import { notShowing } from '@/tools/perf/deployBench';

describe('what an events.yaml deploy may change', () => {
  it('only files that show the edited event: a page or payload without it, or any sealed file, is named', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-bench-'));
    const files = {
      'events/index.html': `<p>Kick-off. Edited (${EDIT_MARKER}).</p>`,
      'events/index.txt': `details: Edited (${EDIT_MARKER}).`,
      'about/index.html': '<p>About us</p>',
      'sealed/member.bin': `binary ${EDIT_MARKER}`,
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    expect(notShowing(dir, Object.keys(files))).toEqual(['about/index.html', 'sealed/member.bin']);
    expect(notShowing(dir, ['events/index.html', 'events/index.txt'])).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
