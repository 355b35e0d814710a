/**
 * @jest-environment node
 *
 * The bench's weighing of an export, on a tiny export written to a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chunksHolding, countPages, localFile, measureExport, measurePage, transferBytes, walk } from '@/tools/perf/exportWeight';

let out: string;
const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

const MAIN_JS = `console.log(${JSON.stringify('main '.repeat(400))});`;
const PAGE_JS = 'export const page = 1;';
const CSS = '@font-face{font-family:f;src:url(../media/f.woff2)} body{background:url(/images/bg.webp)}';
const LAZY_JS = 'throw new Error("MiniSearch: no such field")';
const FONT = new Uint8Array(300).fill(1);
const BG = new Uint8Array(700).fill(2);
const IMG = new Uint8Array(1200).fill(3);
const VIDEO = new Uint8Array(5000).fill(4);

function page(body: string, head = '') {
  return `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
}

const HOME = page(
  '<img alt="" src="/images/photo.webp"/><video><source src="/media/intro.mp4" type="video/mp4"/></video>',
  [
    '<link rel="stylesheet" href="/_next/static/css/site.css"/>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    '<script src="/_next/static/chunks/page.js" async=""></script>',
    '<script src="https://cdn.example.org/analytics.js"></script>',
    '<script src="/scripts/not-next.js"></script>',
  ].join(''),
);
const ABOUT = page('<p>About</p>', '<script src="/nt-base/_next/static/chunks/main.js"></script>');

function write(rel: string, data: string | Uint8Array) {
  const file = path.join(out, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

beforeAll(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-export-'));
  write('index.html', HOME);
  write('about/index.html', ABOUT);
  write('onboarding/x/1_1/index.html', page('<p>Module</p>'));
  write('404.html', page('<p>Not found</p>'));
  write('404/index.html', page('<p>Not found</p>'));
  write('_not-found/index.html', page('<p>Not found</p>'));
  write('_next/static/chunks/main.js', MAIN_JS);
  write('_next/static/chunks/page.js', PAGE_JS);
  write('_next/static/chunks/lazy.js', LAZY_JS);
  write('_next/static/css/site.css', CSS);
  write('_next/static/media/f.woff2', FONT);
  write('scripts/not-next.js', 'let x = 1;');
  write('images/bg.webp', BG);
  write('images/photo.webp', IMG);
  write('media/intro.mp4', VIDEO);
});

afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe('transferBytes', () => {
  it('counts text at its gzip size and media at its bytes', () => {
    expect(transferBytes(path.join(out, '_next/static/chunks/main.js'))).toBe(gzip(MAIN_JS));
    expect(gzip(MAIN_JS)).toBeLessThan(MAIN_JS.length / 10);
    expect(transferBytes(path.join(out, 'images/photo.webp'))).toBe(1200);
  });
});

describe('measurePage', () => {
  it('adds the two /_next/ scripts the page references, and not a script from elsewhere', () => {
    const home = measurePage(out, path.join(out, 'index.html'));
    expect(home.route).toBe('/');
    expect(home.js).toBe(gzip(MAIN_JS) + gzip(PAGE_JS));
  });

  it('weighs the stylesheet, what it pulls in, the image and the video apart', () => {
    const home = measurePage(out, path.join(out, 'index.html'));
    expect(home.css).toBe(gzip(CSS));
    expect(home.media).toBe(1200 + 300 + 700);
    expect(home.video).toBe(5000);
    expect(home.html).toBe(gzip(HOME));
    expect(home.total).toBe(home.html + home.js + home.css + home.media + home.video);
  });

  it('finds the files of an export built under a base path only when told the base path', () => {
    expect(measurePage(out, path.join(out, 'about/index.html'), '/nt-base')).toMatchObject({ route: '/about/', js: gzip(MAIN_JS) });
    expect(measurePage(out, path.join(out, 'about/index.html')).js).toBe(0);
  });
});

describe('measureExport', () => {
  it('measures the pages a visitor reaches, 404.html once, sorted by route', () => {
    expect(measureExport(out).map((p) => p.route)).toEqual(['/', '/404.html', '/about/', '/onboarding/x/1_1/']);
  });
});

describe('localFile', () => {
  it('resolves a relative URL against the file that holds it, and refuses what is not in the export', () => {
    expect(localFile(out, '../media/f.woff2', '/_next/static/css/site.css')).toBe(path.join(out, '_next/static/media/f.woff2'));
    expect(localFile(out, '/images/photo.webp?v=2#x')).toBe(path.join(out, 'images/photo.webp'));
    expect(localFile(out, '//cdn.example.org/a.js')).toBeNull();
    expect(localFile(out, 'data:image/png;base64,xx')).toBeNull();
    expect(localFile(out, '/missing.js')).toBeNull();
    expect(localFile(out, '/about/')).toBeNull();
  });
});

describe('chunksHolding and countPages', () => {
  it('finds the lazy chunk by its message and sees that no page loads it', () => {
    expect(chunksHolding(out, 'MiniSearch: ')).toEqual([
      { file: path.join('_next', 'static', 'chunks', 'lazy.js'), gzipBytes: gzip(LAZY_JS), inFirstLoad: false },
    ]);
    expect(chunksHolding(out, 'main ')).toMatchObject([{ inFirstLoad: true }]);
  });

  it('counts the pages of a folder, and none of a folder that does not exist', () => {
    expect(countPages(path.join(out, 'onboarding'))).toBe(1);
    expect(countPages(path.join(out, 'nowhere'))).toBe(0);
    expect(walk(path.join(out, 'onboarding'))).toEqual([path.join(out, 'onboarding/x/1_1/index.html')]);
  });
});
