/**
 * What a deploy costs a member whose browser holds the deploy before it, read from the two exports:
 * the offline worker's list of each (workbox-build's getManifest, over the options sw.js is written
 * with), and the entries of the new list that the old one lacks, by address and revision. Those are
 * what the new worker downloads; the rest it finds in its cache. Also: which files two exports of
 * one commit do not share, byte for byte (a build must give the same bytes for the same sources).
 * `npm run bench` measures both on the real content; e2e/deploys/builds.spec.ts on the fixture's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { WORKER_FILE } from '@/lib/offline/register';
import { transferBytes, walk } from '@/tools/perf/exportWeight';
import { exportBasePath, workerOptions } from './workerOptions';

/** One entry of the worker's list: a file of the export and its revision (null for a name that holds its hash). */
export type PrecacheEntry = { url: string; revision: string | null };

/**
 * The worker's list for an export, as scripts/offline-worker.ts writes it into its sw.js. The base
 * path is the export's own (its web app manifest says it) unless given.
 */
export async function precacheList(
  exportDir: string,
  basePath = exportBasePath(fs.readFileSync(path.join(exportDir, 'manifest.webmanifest'), 'utf8')),
): Promise<PrecacheEntry[]> {
  const { globDirectory, globPatterns, globIgnores, dontCacheBustURLsMatching, maximumFileSizeToCacheInBytes } = workerOptions(
    exportDir,
    basePath,
  );
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: globDirectory!,
    globPatterns,
    globIgnores,
    dontCacheBustURLsMatching,
    maximumFileSizeToCacheInBytes,
  });
  if (warnings.length > 0) throw new Error(`${exportDir}: ${warnings.join('; ')}`);
  return (manifestEntries ?? []).map(({ url, revision }) => ({ url, revision: revision ?? null }));
}

/** What a list weighs: its entries, and their files' bytes as a host sends them (gzip for text) and as stored. */
export type ListWeight = { entries: number; gzipBytes: number; bytes: number };

export function listWeight(exportDir: string, entries: PrecacheEntry[]): ListWeight {
  const files = entries.map((e) => path.join(exportDir, e.url));
  return {
    entries: entries.length,
    gzipBytes: files.reduce((n, f) => n + transferBytes(f), 0),
    bytes: files.reduce((n, f) => n + fs.statSync(f).size, 0),
  };
}

/** The new deploy's entries that the old list does not hold (new, or with another revision), and what they weigh. */
export type DeployDelta = ListWeight & { changed: string[]; of: number };

export function deployDelta(before: PrecacheEntry[], after: PrecacheEntry[], afterDir: string): DeployDelta {
  const held = new Set(before.map((e) => `${e.url}\0${e.revision}`));
  const changed = after.filter((e) => !held.has(`${e.url}\0${e.revision}`));
  return { ...listWeight(afterDir, changed), changed: changed.map((e) => e.url).sort(), of: after.length };
}

/** The files of two exports that differ in bytes, or that one of them lacks, relative to the export (sw.js included). */
export function differingFiles(a: string, b: string): string[] {
  const relative = (dir: string) => new Set(walk(dir).map((f) => path.relative(dir, f).split(path.sep).join('/')));
  const inA = relative(a);
  const inB = relative(b);
  const bytes = (dir: string, file: string) => new Uint8Array(fs.readFileSync(path.join(dir, file)));
  const differs = (file: string) => !inA.has(file) || !inB.has(file) || Buffer.compare(bytes(a, file), bytes(b, file)) !== 0;
  return [...new Set([...inA, ...inB])].filter(differs).sort();
}

/** The worker itself is no entry of its list; it is the one file a member's browser always fetches again after a deploy. */
export const workerFileBytes = (exportDir: string) => transferBytes(path.join(exportDir, WORKER_FILE));
