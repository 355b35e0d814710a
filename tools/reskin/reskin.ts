/**
 * Another chapter's re-skin, made on a copy of the project (`bash scripts/reskin-check.sh`): its texts
 * and its pictures, as a chapter would bring them. content/ becomes the fixture content (e2e/content)
 * under the second identity (e2e/content-other/); every picture and video that content names gets a
 * name of the chapter's own, content/ is rewritten to name it (as `images:shrink --webp` rewrites a
 * renamed file), and what public/images/ and public/media/ held before is gone. A test that reads one
 * of our pictures, by name, size or bytes, then fails in the copy, and so does a fixture that names a
 * picture under public/ instead of e2e/public.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type FormatEnum } from 'sharp';
import { filesUnder } from '@/lib/content/core';
import { renameInContent } from '@/tools/images/renameInContent';

/** The folders of public/ that hold the chapter's own pictures and videos. */
export const CHAPTER_FOLDERS = ['images', 'media'] as const;

/** A file of public/ as content names it: `/images/officers/ada.svg`, `/media/intro.mp4`. */
const PUBLIC_FILE = new RegExp(`/(?:${CHAPTER_FOLDERS.join('|')})/[\\w./-]+\\.(?:svg|webp|png|jpe?g|avif|mp4|webm)\\b`, 'g');

/** Every picture and video the files under `contentDir` name, each once, in name order. */
export function namedPublicFiles(contentDir: string): string[] {
  const named = filesUnder(contentDir, /\.(ya?ml|mdx?)$/i).flatMap((file) => fs.readFileSync(file, 'utf8').match(PUBLIC_FILE) ?? []);
  return [...new Set(named)].sort();
}

/**
 * The chapter's name for `address`, the `n`th it names: the same folder (a rule may ask for one,
 * as officers' portraits live under /images/officers/) and format, a name of its own
 * (`/images/officers/maya-okafor.svg` → `/images/officers/hbc-04.svg`).
 */
export function chapterName(address: string, n: number, prefix = 'hbc'): string {
  const { dir, ext } = path.posix.parse(address);
  return `${dir}/${prefix}-${String(n).padStart(2, '0')}${ext.toLowerCase()}`;
}

/** hbc, else hbc2, hbc3 ...: the first prefix under which no new name is one of `taken` (a re-skin of a re-skin differs too). */
function freePrefix(named: readonly string[], taken: ReadonlySet<string>): string {
  for (let i = 1; ; i++) {
    const prefix = i === 1 ? 'hbc' : `hbc${i}`;
    if (named.every((address, n) => !taken.has(chapterName(address, n + 1, prefix)))) return prefix;
  }
}

/** The addresses of the files under `publicDir`'s chapter folders, as content names them. */
export function publicAddresses(publicDir: string): string[] {
  return CHAPTER_FOLDERS.flatMap((folder) =>
    filesUnder(path.join(publicDir, folder), /./).map((f) => `/${path.relative(publicDir, f).split(path.sep).join('/')}`),
  );
}

/** Writes at `file` a picture or video unlike ours: a flat colour of another size, in the format its name says. */
async function writeChapterFile(file: string, n: number, stockVideo: string): Promise<void> {
  const ext = path.extname(file).slice(1).toLowerCase();
  if (ext === 'mp4' || ext === 'webm') return fs.copyFileSync(stockVideo, file);
  if (ext === 'svg') {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="#0f766e"/><circle cx="150" cy="150" r="${60 + n}" fill="#f0fdfa"/></svg>\n`;
    return fs.writeFileSync(file, svg);
  }
  const size = { width: 640 + (n % 7) * 37, height: 400 + (n % 5) * 23 };
  const image = sharp({ create: { ...size, channels: 3, background: { r: 15, g: (100 + n * 7) % 256, b: 110 } } });
  await image.toFormat((ext === 'jpg' ? 'jpeg' : ext) as keyof FormatEnum).toFile(file);
}

export type Reskin = { removed: number; renamed: Map<string, string> };

/**
 * Re-skins the project at `root` (a copy: it is changed in place) with the chapter's content from
 * `fixtureContent` and `identity`, and pictures renamed as above. Returns how many files of ours were
 * removed and each old address with its new one.
 */
export async function reskin(
  root: string,
  { fixtureContent, identity, stockVideo }: { fixtureContent: string; identity: string; stockVideo: string },
): Promise<Reskin> {
  const content = path.join(root, 'content');
  fs.rmSync(content, { recursive: true, force: true });
  fs.cpSync(fixtureContent, content, { recursive: true });
  fs.cpSync(identity, content, { recursive: true });
  const ours = publicAddresses(path.join(root, 'public'));
  for (const folder of CHAPTER_FOLDERS) fs.rmSync(path.join(root, 'public', folder), { recursive: true, force: true });
  const named = namedPublicFiles(content);
  const prefix = freePrefix(named, new Set([...ours, ...named]));
  const renamed = new Map<string, string>();
  for (const [n, address] of named.entries()) {
    const to = chapterName(address, n + 1, prefix);
    const file = path.join(root, 'public', to);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await writeChapterFile(file, n + 1, stockVideo);
    renameInContent(content, address, to);
    renamed.set(address, to);
  }
  return { removed: ours.length, renamed };
}
