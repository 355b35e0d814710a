/**
 * After `images:shrink --webp` made public/images/x.png into x.webp: every file in content/ that
 * names /images/x.png names /images/x.webp instead, so the check and the build find the image. The
 * path is found as written, a plain text (no pattern), and only whole: a longer path that starts with
 * it (`x.png.old`, `x.pngs`) is left alone. Linear in the files' length.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '@/lib/content/core';

/** The address the site serves a file of public/ at ('/images/events/x.png'); undefined outside it. */
export function publicAddress(file: string, publicDir = path.join(process.cwd(), 'public')): string | undefined {
  const relative = path.relative(publicDir, path.resolve(file));
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : `/${relative.split(path.sep).join('/')}`;
}

/** A character that would continue a path: the text found is then part of a longer one. */
const continuesPath = (c: string | undefined) => c !== undefined && /[\w.\-/%]/.test(c);

/** `text` with each whole `from` written as `to`. */
function replaceWholePath(text: string, from: string, to: string): string {
  let out = '';
  let at = 0;
  for (let found = text.indexOf(from); found >= 0; found = text.indexOf(from, found + from.length)) {
    if (continuesPath(text[found + from.length]) || continuesPath(text[found - 1])) continue;
    out += text.slice(at, found) + to;
    at = found + from.length;
  }
  return out + text.slice(at);
}

/** Changes `from` to `to` in every YAML and MDX file under `contentDir`; returns the files changed. */
export function renameInContent(contentDir: string, from: string, to: string): string[] {
  return filesUnder(contentDir, /\.(ya?ml|mdx?)$/i).filter((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const changed = replaceWholePath(text, from, to);
    if (changed === text) return false;
    fs.writeFileSync(file, changed);
    return true;
  });
}
