/** @jest-environment node */
// scripts/harden-export.ts is what every build runs on its export: a page it cannot harden or a file
// it refuses must stop the build and take the export with it, so that nothing half rewritten or
// refused can be served; the SVGs it publishes are the check's writing of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TSX = path.join(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
const good =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta name="content-security-policy-base" content="script-src \'self\'"/></head><body><script>go()</script></body></html>';
const bad = '<!DOCTYPE html><html><head><title>No policy</title></head><body></body></html>';

function exportWith(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harden-export-'));
  for (const [rel, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), html);
  }
  return dir;
}
const harden = (dir: string) => spawnSync(process.execPath, [TSX, 'scripts/harden-export.ts', dir], { encoding: 'utf8' });

describe('scripts/harden-export.ts', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('hardens every page of the export, nested ones and 404.html included, and says how many', () => {
    const dir = exportWith({ 'index.html': good, '404.html': good, 'onboarding/a/1_1/index.html': good, 'index.txt': 'not a page' });
    dirs.push(dir);
    const run = harden(dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /3 pages, 3 inline scripts hashed, 0 startup scripts with a compile hint, 0 SVGs published as checked in [\d.]+ s/,
    );
    for (const page of ['index.html', '404.html', 'onboarding/a/1_1/index.html']) {
      expect(fs.readFileSync(path.join(dir, page), 'utf8')).toMatch(
        /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/,
      );
    }
    expect(fs.readFileSync(path.join(dir, 'index.txt'), 'utf8')).toBe('not a page');
  }, 30_000);

  it("gives the scripts pages load at startup V8's compile hint, once, and leaves scripts loaded on demand alone", () => {
    const page = (src: string) => good.replace('<script>go()</script>', `<script src="${src}" async=""></script><script>go()</script>`);
    const dir = exportWith({
      'index.html': page('/nt-base/_next/static/chunks/startup.js'),
      'about/index.html': page('/nt-base/_next/static/chunks/startup.js?v=1'),
      '404.html': good.replace(
        '<script>go()</script>',
        '<!-- <script src="/_next/static/chunks/lazy.js"></script> --><script>go()</script>',
      ),
      '_next/static/chunks/startup.js': 'boot();',
      '_next/static/chunks/lazy.js': 'later();',
    });
    dirs.push(dir);
    // Twice: a second run (a build hardened again) adds no second hint.
    for (const run of [harden(dir), harden(dir)]) {
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('1 startup scripts with a compile hint');
      expect(fs.readFileSync(path.join(dir, '_next/static/chunks/startup.js'), 'utf8')).toBe(`//# allFunctionsCalledOnLoad\nboot();`);
      expect(fs.readFileSync(path.join(dir, '_next/static/chunks/lazy.js'), 'utf8')).toBe('later();');
    }
  }, 30_000);

  it('stops with exit 1, naming the page, and removes the export when one cannot be hardened', () => {
    const dir = exportWith({ 'index.html': good, 'about/index.html': bad });
    dirs.push(dir);
    const run = harden(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${path.join('about', 'index.html')}: no <meta name="content-security-policy-base">`);
    expect(run.stderr).toMatch(/1 of 2 pages cannot be hardened; .+\/ was removed, so nothing refused can be served\./);
    expect(fs.existsSync(dir)).toBe(false);
  }, 30_000);

  it('never removes a folder that holds a project, even when it refuses it', () => {
    const dir = exportWith({ 'index.html': bad, 'package.json': '{}' });
    dirs.push(dir);
    const run = harden(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/holds a project: it was left as it is/);
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(bad);
  }, 30_000);

  it('is followed, when any step of npm run build fails, by the removal of the export, and the build still fails', () => {
    const dir = exportWith({ 'index.html': good });
    const run = spawnSync(process.execPath, ['scripts/remove-export.mjs', dir], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('was removed, so nothing refused or unfinished can be served');
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('stops on a folder without pages, which is not an export', () => {
    const dir = exportWith({ 'readme.txt': 'x' });
    dirs.push(dir);
    const run = harden(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('no .html page in');
  }, 30_000);

  it('refuses an SVG that can run code, wherever it is in the export, and a file of no type the build makes there, naming them and removing the export', () => {
    const hostile = fs.readFileSync(path.join(process.cwd(), 'lib/content/__tests__/hostile-svgs/script-non-ascii-prefix.svg'), 'utf8');
    const dir = exportWith({
      'index.html': good,
      'images/ok.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
      'images/x.svg': hostile,
      '_next/static/chunks/a.js': 'x',
      'sw.js': 'x',
      'events.ics': 'x',
      'feed.xml': '<x/>',
    });
    dirs.push(dir);
    const run = harden(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /images\/x\.svg:2: NTC022 this image holds a <script> element \(<é:script>\): code in an image opened on this site can read members' sign-in\. Export the SVG again/,
    );
    expect(run.stderr).toMatch(
      /feed\.xml: a \.xml file is not published here: a page, an XML file or a script opened on this site can read members' sign-in/,
    );
    expect(run.stderr).not.toMatch(/ok\.svg|a\.js|sw\.js|events\.ics/);
    expect(run.stderr).toContain('this export would publish files that can run code on this site (above);');
    expect(fs.existsSync(dir)).toBe(false);
  }, 30_000);

  it('publishes each SVG as the check wrote what it read, and a second run changes no byte', () => {
    const drawn = '<é:svg xmlns:é="http://www.w3.org/2000/svg"><!-- made by hand --><é:rect width="1"/></é:svg>';
    const dir = exportWith({ 'index.html': good, 'images/a.svg': drawn, '.well-known/b.svg': drawn });
    dirs.push(dir);
    const written = '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>\n';
    for (const run of [harden(dir), harden(dir)]) {
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('2 SVGs published as checked');
      for (const svg of ['images/a.svg', '.well-known/b.svg']) expect(fs.readFileSync(path.join(dir, svg), 'utf8')).toBe(written);
    }
  }, 30_000);

  it('is what every build runs: npm run build, the e2e exports and the deploy', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toMatch(/next build && npm run harden\b/);
    expect(pkg.scripts.harden).toBe('tsx scripts/harden-export.ts out');
    // Any failed step, harden's included, leaves no export behind to serve.
    expect(pkg.scripts.build).toMatch(/&& npm run seal:check \|\| node scripts\/remove-export\.mjs out$/);
    const e2e = fs.readFileSync('scripts/build-e2e.sh', 'utf8');
    // Each e2e build (the fixture's and the real one) is finished as soon as its export is moved into
    // .e2e: finish_beside hardens it (beside the next build), and the script ends only once all are.
    const builds = e2e.split(/npx next build\n/).slice(1);
    expect(builds).toHaveLength(2);
    for (const after of builds) expect(after.slice(after.indexOf('mv out '))).toMatch(/^mv out [^\n]+\n\s*finish_beside /);
    expect(e2e).toMatch(/\nfinish_beside\(\) \{[^}]*\n\s*env "\$@" npx tsx scripts\/harden-export\.ts "\.e2e\/\$name"\n/);
    expect(e2e.trimEnd().endsWith('\nwait_finished')).toBe(true);
  });
});
