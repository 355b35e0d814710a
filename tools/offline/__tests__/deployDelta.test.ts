/** @jest-environment node */
/**
 * A deploy's cost to a member's worker, over two small exports laid out as `next build` writes them:
 * only the entries that are new or whose revision changed count, and two exports of the same files
 * are the same bytes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { deployDelta, differingFiles, listWeight, precacheList } from '@/tools/offline/deployDelta';

const BASE: Record<string, string> = {
  'index.html': '<html>home</html>',
  'index.txt': 'home payload',
  '__next.__PAGE__.txt': 'home segment',
  '404.html': '<html>not found</html>',
  'images/logo.svg': '<svg/>',
  'generated/icons/icon-192.png': 'png',
  'about/index.html': '<html>about</html>',
  'onboarding/softwareB1/1_1/index.html': '<html>frame</html>',
  'sealed/onboarding-softwareB1-1_1.bin': 'sealed bytes one',
  'sealed/search.bin': 'search records',
  '_next/static/chunks/0abc123.js': 'console.log(1)',
  'manifest.webmanifest': '{"scope":"/"}',
  'sw.js': 'worker',
};

const roots: string[] = [];
function exportOf(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-delta-'));
  roots.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
afterAll(() => roots.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the deploy delta', () => {
  it('is nothing for a second build of the same files, which are the same bytes', async () => {
    const a = exportOf(BASE);
    const b = exportOf(BASE);
    const delta = deployDelta(await precacheList(a), await precacheList(b), b);
    expect(delta).toMatchObject({ entries: 0, gzipBytes: 0, changed: [] });
    expect(delta.of).toBe(12);
    expect(differingFiles(a, b)).toEqual([]);
  });

  it('counts the files whose text changed, and a script under a new name, with what the host sends for them', async () => {
    const a = exportOf(BASE);
    const edited = { ...BASE, 'sealed/onboarding-softwareB1-1_1.bin': 'sealed bytes two', 'sealed/search.bin': 'search records, edited' };
    delete (edited as Record<string, string>)['_next/static/chunks/0abc123.js'];
    const b = exportOf({ ...edited, '_next/static/chunks/9fed876.js': 'console.log(2)' });
    const delta = deployDelta(await precacheList(a), await precacheList(b), b);
    expect(delta.changed).toEqual(['_next/static/chunks/9fed876.js', 'sealed/onboarding-softwareB1-1_1.bin', 'sealed/search.bin']);
    const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;
    // Sealed files are not text: sent as they are. The script is gzipped.
    expect(delta.gzipBytes).toBe(gzip('console.log(2)') + 'sealed bytes two'.length + 'search records, edited'.length);
    expect(differingFiles(a, b)).toEqual([
      '_next/static/chunks/0abc123.js',
      '_next/static/chunks/9fed876.js',
      'sealed/onboarding-softwareB1-1_1.bin',
      'sealed/search.bin',
    ]);
  });

  it('tells a changed worker, which is no entry of its own list', async () => {
    const a = exportOf(BASE);
    const b = exportOf({ ...BASE, 'sw.js': 'worker of another deploy' });
    expect(deployDelta(await precacheList(a), await precacheList(b), b).entries).toBe(0);
    expect(differingFiles(a, b)).toEqual(['sw.js']);
  });
});

describe('listWeight', () => {
  it('weighs a list as a host sends it (gzip for text) and as a browser stores it', async () => {
    const a = exportOf(BASE);
    const weight = listWeight(
      a,
      (await precacheList(a)).filter((e) => e.url === 'index.html'),
    );
    expect(weight).toEqual({ entries: 1, gzipBytes: zlib.gzipSync('<html>home</html>', { level: 9 }).length, bytes: 17 });
  });
});
