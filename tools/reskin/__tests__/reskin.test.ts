/**
 * @jest-environment node
 *
 * The re-skin of `bash scripts/reskin-check.sh`, on a scratch copy of content/ and public/: every
 * picture and video the chapter's content names gets a name of its own, none of ours is left, and
 * the content then passes the content checks as a chapter's would (what the build checks too).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectContentProblems } from '@/tools/checks/collections';
import { formatProblem } from '@/lib/content/problems';
import { chapterName, namedPublicFiles, publicAddresses, reskin, type Reskin } from '@/tools/reskin/reskin';

const here = (...parts: string[]) => path.join(process.cwd(), ...parts);
let root = '';
let result: Reskin;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'reskin-'));
  fs.cpSync(here('content'), path.join(root, 'content'), { recursive: true });
  for (const folder of ['images', 'media']) fs.cpSync(here('public', folder), path.join(root, 'public', folder), { recursive: true });
  result = await reskin(root, {
    fixtureContent: here('e2e/content'),
    identity: here('e2e/content-other'),
    stockVideo: here('e2e/public/media/intro.mp4'),
  });
}, 30_000); // twenty pictures made with sharp
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  delete process.env.CONTENT_DIR;
  delete process.env.PUBLIC_DIR;
});

it('names every picture and video of the new content anew, in its folder and format', () => {
  const ours = new Set([...publicAddresses(here('public')), ...publicAddresses(here('e2e/public'))]);
  const named = namedPublicFiles(path.join(root, 'content'));
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((a) => ours.has(a))).toEqual([]);
  expect(named.sort()).toEqual([...result.renamed.values()].sort());
  for (const [from, to] of result.renamed) {
    expect(path.posix.dirname(to)).toBe(path.posix.dirname(from));
    expect(path.posix.extname(to)).toBe(path.posix.extname(from).toLowerCase());
  }
});

it('leaves none of our pictures or videos: public/ holds what the new content names, and nothing else', () => {
  expect(result.removed).toBe(publicAddresses(here('public')).length);
  expect(publicAddresses(path.join(root, 'public')).sort()).toEqual(namedPublicFiles(path.join(root, 'content')).sort());
});

it('gives content that passes the content checks, as a chapter that renamed its pictures would', async () => {
  process.env.CONTENT_DIR = path.join(root, 'content');
  process.env.PUBLIC_DIR = path.join(root, 'public');
  expect((await collectContentProblems()).map(formatProblem)).toEqual([]);
}, 20_000);

it('names them anew again when the project is already re-skinned (a re-skin of a re-skin)', async () => {
  const before = new Set(publicAddresses(path.join(root, 'public')));
  const again = await reskin(root, {
    fixtureContent: here('e2e/content'),
    identity: here('e2e/content-other'),
    stockVideo: here('e2e/public/media/intro.mp4'),
  });
  expect([...again.renamed.values()].filter((a) => before.has(a))).toEqual([]);
  expect(publicAddresses(path.join(root, 'public')).sort()).toEqual([...again.renamed.values()].sort());
}, 30_000);

it('keeps a picture in its folder, where a rule may ask for it (portraits under /images/officers/)', () => {
  expect(chapterName('/images/officers/maya-okafor.svg', 4)).toBe('/images/officers/hbc-04.svg');
  expect(chapterName('/media/Intro.MP4', 12)).toBe('/media/hbc-12.mp4');
});
