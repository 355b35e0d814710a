#!/usr/bin/env node
// Serves a static export the way GitHub Pages does: files as they are, /about -> /about/ ->
// about/index.html, unknown paths -> 404.html with status 404, everything under an optional base path.
// Usage: node scripts/serve-static.mjs <dir> <port> [basePath]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const [dirArg = 'out', portArg = '3000', basePathArg = ''] = process.argv.slice(2);
const root = path.resolve(dirArg);
const port = Number(portArg);
const basePath = basePathArg.replace(/\/$/, '');

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

function fileFor(urlPath) {
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

// Text is sent gzip-compressed when the browser accepts it, as GitHub Pages does: Lighthouse's
// page-load figures depend on the bytes on the wire.
const compressible = /\.(html|js|css|json|txt|svg)$/;

function send(res, status, file, acceptEncoding = '') {
  const gzip = compressible.test(file) && /\bgzip\b/.test(acceptEncoding);
  res.writeHead(status, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-store',
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
  });
  const body = fs.createReadStream(file);
  (gzip ? body.pipe(zlib.createGzip()) : body).pipe(res);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  const notFound = path.join(root, '404.html');
  if (basePath && !(pathname === basePath || pathname.startsWith(`${basePath}/`))) {
    return send(res, 404, notFound, req.headers['accept-encoding']);
  }
  const inner = pathname.slice(basePath.length) || '/';
  const file = fileFor(inner);
  if (file && file.endsWith('index.html') && !inner.endsWith('/') && !inner.endsWith('.html')) {
    res.writeHead(301, { Location: `${basePath}${inner}/${url.search}` });
    return res.end();
  }
  if (file) return send(res, 200, file, req.headers['accept-encoding']);
  const html = fileFor(`${inner.replace(/\/$/, '')}.html`);
  if (html) return send(res, 200, html, req.headers['accept-encoding']);
  return send(res, 404, notFound, req.headers['accept-encoding']);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}${basePath}/`);
});
