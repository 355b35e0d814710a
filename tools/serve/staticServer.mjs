// Serves a static export the way GitHub Pages does: files as they are, /about -> /about/ ->
// about/index.html, unknown paths -> 404.html with status 404, everything under an optional base path.
// The command is scripts/serve-static.mjs (`npm start`, the e2e tests' web servers, Lighthouse):
// `node scripts/serve-static.mjs <dir> <port> [basePath]`. Here, beside tools/ and not in scripts/,
// so that what else serves exports imports it without importing a script: `resolveStatic` and
// `contentType` for e2e/support/deploys.ts, which serves exports by the same rules from inside
// Playwright, and `handler` for `npm run preview` (tools/preview/shoot.ts).
// With SERVE_HTTPS=1 it answers over TLS and HTTP/2 (HTTP/1.1 for clients that ask for it), as GitHub
// Pages does, with a throwaway self-signed certificate made by openssl: `npm run lighthouse` uses it,
// because a page of many small files loads differently over one HTTP/2 connection than over six.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.ics': 'text/calendar; charset=utf-8',
};

/** The content type a file is sent with. */
export function contentType(file) {
  return types[path.extname(file)] ?? 'application/octet-stream';
}

function fileFor(root, urlPath) {
  const candidate = path.join(root, urlPath);
  if (!candidate.startsWith(root)) return null;
  try {
    const stat = fs.statSync(candidate);
    if (stat.isFile()) return candidate;
    if (stat.isDirectory()) {
      const index = path.join(candidate, 'index.html');
      if (fs.existsSync(index)) return index;
    }
  } catch {
    /* not found */
  }
  return null;
}

/**
 * What GitHub Pages answers for `requestUrl` (a path with its query, or a full URL) from the export
 * in `root` (absolute) under `basePath` ('' or '/base'): a file with status 200, 404.html with
 * status 404, or a redirect (301) from a folder's path without its slash.
 */
export function resolveStatic(root, basePath, requestUrl) {
  const url = new URL(requestUrl, 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  const notFound = { status: 404, file: path.join(root, '404.html') };
  if (basePath && !(pathname === basePath || pathname.startsWith(`${basePath}/`))) return notFound;
  const inner = pathname.slice(basePath.length) || '/';
  const file = fileFor(root, inner);
  if (file && file.endsWith('index.html') && !inner.endsWith('/') && !inner.endsWith('.html')) {
    return { status: 301, location: `${basePath}${inner}/${url.search}` };
  }
  if (file) return { status: 200, file };
  const html = fileFor(root, `${inner.replace(/\/$/, '')}.html`);
  if (html) return { status: 200, file: html };
  return notFound;
}

// Text is sent gzip-compressed when the browser accepts it, as GitHub Pages does: Lighthouse's
// page-load figures depend on the bytes on the wire. Each file is compressed once (again only when
// it changes on disk): the e2e suite asks for the same scripts thousands of times.
const compressible = /\.(html|js|css|json|txt|svg)$/;
const compressed = new Map();

function gzipped(file) {
  const { mtimeMs, size } = fs.statSync(file);
  const kept = compressed.get(file);
  if (kept && kept.mtimeMs === mtimeMs && kept.size === size) return kept.body;
  const body = zlib.gzipSync(fs.readFileSync(file));
  compressed.set(file, { mtimeMs, size, body });
  return body;
}

function send(res, status, file, acceptEncoding = '') {
  const gzip = compressible.test(file) && /\bgzip\b/.test(acceptEncoding);
  res.writeHead(status, {
    'Content-Type': contentType(file),
    // What GitHub Pages sends: a browser keeps a file ten minutes, so a member's next page reuses the
    // scripts the last one fetched. (Lighthouse empties the cache before each audit.)
    'Cache-Control': 'max-age=600',
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  if (gzip) return res.end(gzipped(file));
  fs.createReadStream(file).pipe(res);
}

export function handler(root, basePath) {
  return (req, res) => {
    const found = resolveStatic(root, basePath, req.url ?? '/');
    if (found.status === 301) {
      res.writeHead(301, { Location: found.location });
      return res.end();
    }
    return send(res, found.status, found.file, req.headers['accept-encoding']);
  };
}

/** A self-signed certificate for 127.0.0.1, made for this run and thrown away. */
function throwawayCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** Serves `dir` at http(s)://127.0.0.1:`port` under `basePath` until the process ends. */
export function serve([dirArg = 'out', portArg = '3000', basePathArg = '']) {
  const root = path.resolve(dirArg);
  const port = Number(portArg);
  const basePath = basePathArg.replace(/\/$/, '');
  const handle = handler(root, basePath);
  const https = process.env.SERVE_HTTPS === '1';
  const server = https ? http2.createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, handle) : http.createServer(handle);
  server.listen(port, '127.0.0.1', () => {
    console.log(`Serving ${root} at ${https ? 'https' : 'http'}://127.0.0.1:${port}${basePath}/`);
  });
}
