/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentType, resolveStatic } from '@/scripts/serve-static.mjs';

// A tiny export: what `next build` writes with trailingSlash, a payload with `$` in its name, and 404.html.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-test-'));
for (const file of ['index.html', '404.html', 'member/index.html', 'member/__next.$d$member.txt', 'feed.html', 'sealed/member.bin']) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), file);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const at = (file: string) => path.join(root, file);

describe('resolveStatic (scripts/serve-static.mjs, reused by the e2e deploys)', () => {
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
