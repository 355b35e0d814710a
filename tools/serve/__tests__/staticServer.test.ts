/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { contentType, handler, resolveStatic } from '@/tools/serve/staticServer.mjs';

// A tiny export: what `next build` writes with trailingSlash, a payload with `$` in its name, and 404.html.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-test-'));
for (const file of ['index.html', '404.html', 'member/index.html', 'member/__next.$d$member.txt', 'feed.html', 'sealed/member.bin']) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), file);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const at = (file: string) => path.join(root, file);

describe('resolveStatic (tools/serve/staticServer.mjs, reused by the e2e deploys)', () => {
  it('answers a folder with its index.html and a file as it is', () => {
    expect(resolveStatic(root, '', '/')).toEqual({ status: 200, file: at('index.html') });
    expect(resolveStatic(root, '', 'http://localhost:4330/member/?next=x')).toEqual({ status: 200, file: at('member/index.html') });
    expect(resolveStatic(root, '', '/member/__next.%24d%24member.txt')).toEqual({ status: 200, file: at('member/__next.$d$member.txt') });
    expect(resolveStatic(root, '', '/feed')).toEqual({ status: 200, file: at('feed.html') });
  });

  it('redirects a folder without its slash, keeping the query, as GitHub Pages does', () => {
    expect(resolveStatic(root, '', '/member?next=%2Fmember%2F')).toEqual({ status: 301, location: '/member/?next=%2Fmember%2F' });
    expect(resolveStatic(root, '/nt-base', '/nt-base/member')).toEqual({ status: 301, location: '/nt-base/member/' });
  });

  it('answers anything else, outside the base path or outside the folder, with 404.html and status 404', () => {
    const notFound = { status: 404, file: at('404.html') };
    expect(resolveStatic(root, '', '/onboarding/hardwareB1/1_2/')).toEqual(notFound);
    expect(resolveStatic(root, '/nt-base', '/member/')).toEqual(notFound);
    expect(resolveStatic(root, '', '/%2e%2e/%2e%2e/etc/passwd')).toEqual(notFound);
  });

  it('names the content type the browser needs (the sealed files are bytes)', () => {
    expect(contentType(at('index.html'))).toBe('text/html; charset=utf-8');
    expect(contentType(at('sealed/member.bin'))).toBe('application/octet-stream');
  });
});

describe('handler (tools/serve/staticServer.mjs): what the browser receives', () => {
  const unzipped = (body: Buffer) => zlib.gunzipSync(new Uint8Array(body)).toString();

  /** One request through the handler on a real local server: status, headers and the body as sent. */
  async function get(url: string, encoding = 'gzip') {
    const server = http.createServer(handler(root, ''));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url, headers: { 'accept-encoding': encoding } }, (res) => {
            const parts: Uint8Array[] = [];
            res.on('data', (part: Buffer) => parts.push(new Uint8Array(part)));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
          })
          .on('error', reject);
      });
    } finally {
      server.close();
    }
  }

  it('sends text gzip-compressed to a browser that accepts it, as it is to one that does not, kept ten minutes as GitHub Pages says', async () => {
    const zipped = await get('/member/');
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('max-age=600');
    expect(unzipped(zipped.body)).toBe('member/index.html');
    const plain = await get('/member/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('member/index.html');
  });

  it('compresses a file again when it changed on disk, never sending the old copy', async () => {
    const file = at('feed.html');
    expect(unzipped((await get('/feed.html')).body)).toBe('feed.html');
    fs.writeFileSync(file, 'a newer feed page');
    expect(unzipped((await get('/feed.html')).body)).toBe('a newer feed page');
  });
});
