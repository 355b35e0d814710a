/**
 * @jest-environment node
 */
// `npm run links:check` as an officer runs it (offline): exit code and `file:line:col: message`. Links
// inside the site are content:check's (tools/checks/__tests__/officerMistakes.test.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TSX = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');

function runLinksCheck(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-check-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    // PUBLIC_DIR: the fixture content's pictures, never ours (e2e/public/README.txt).
    const env = { ...process.env, CONTENT_DIR: dir, PUBLIC_DIR: 'e2e/public' };
    const r = spawnSync(process.execPath, [TSX, 'scripts/links-check.ts'], { env, encoding: 'utf8' });
    // The folder as the check names it, from the project: ../../tmp/links-check-… or, for a project
    // that sits in the temporary folder itself, ../links-check-…; `<content>` in both cases.
    const output = `${r.stdout}${r.stderr}`.split(dir).join('<content>').split(path.relative(process.cwd(), dir)).join('<content>');
    return { status: r.status, output };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('npm run links:check', () => {
  it('passes content whose outside addresses are written well, and leaves links inside the site to content:check', () => {
    const r = runLinksCheck({
      'onboarding/softwareB1/1_1.mdx':
        '---\ntitle: A\n---\nSee [the docs](https://numpy.org/doc/) and [a page that is not there](/evnts).\n',
      'site.yaml': 'icon: /images/logo.svg\n',
    });
    // The folder is shown from the project, wherever the temporary one is.
    expect(r.output).toMatch(
      /✓ no placeholder or unsafe address among the 1 outside addresses in \S*<content>\/, none requested \(add `-- --external` to request them\); links and images inside the site: `npm run content:check`/,
    );
    expect(r.status).toBe(0);
  });

  it('prints file:line:col for a placeholder or an unsafe address and exits 1', () => {
    const r = runLinksCheck({
      'onboarding/softwareB1/1_1.mdx':
        '---\ntitle: A\n---\nGo to [module 9](/onboarding/softwareB1/9_9) or [the docs](https://example.org/replace-me).\n\n[Run](javascript:alert(1))\n',
    });
    expect(r.status).toBe(1);
    expect(r.output).toContain('onboarding/softwareB1/1_1.mdx:4:60: "https://example.org/replace-me" is the template\'s placeholder');
    expect(r.output).toContain(
      'onboarding/softwareB1/1_1.mdx:6:7: "javascript:alert(1)" is not allowed in content (the browser would run or open it as a page of its own): use a full https:// address or a site path instead',
    );
    expect(r.output).not.toContain('9_9');
  });
});
