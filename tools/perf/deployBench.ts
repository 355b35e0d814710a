/**
 * The offline worker's and the deploys' figures of `npm run bench`, for one content tree (the real
 * content, or it with generated submodules): what the worker's list weighs (a member's download), a
 * visitor's and a member's background download measured in Chromium, the same sources built twice
 * (every file compared), and what a member downloads again after a deploy that edited one submodule
 * file, or one event. Each deploy is a build of its own, cold, finished as `npm run build` finishes
 * one (script hashes, then the worker).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AccessRecord } from '@/lib/seal/crypto';
import {
  deployDelta,
  differingFiles,
  listWeight,
  precacheList,
  workerFileBytes,
  type DeployDelta,
  type ListWeight,
} from '@/tools/offline/deployDelta';
import { withContentCopy, type Runner } from './benchRun';
import { EDIT_MARKER, editFirstEvent, editOneSubmodule } from './contentEdits';
import { memberCost, visitorCost, type BackgroundCost } from './offlineCost';

/** How long the bench watches a visitor's home page: past the worker's wait for a member's page (lib/offline), with a margin. */
export const VISITOR_SECONDS = 15;

export type EventsDelta = DeployDelta & { notShowingIt: string[] };

export type OfflineFigures = {
  content: string;
  /** The worker's list: what a member's browser downloads and stores after sign-in. */
  list: ListWeight;
  /** sw.js itself, gzip: fetched again by a member's browser after every deploy. */
  workerGzipBytes: number;
  visitor?: BackgroundCost;
  member?: BackgroundCost;
  /** Files that differ between two builds of the same sources (sw.js included); empty when reproducible. */
  differing?: string[];
  submodule?: DeployDelta & { file: string };
  events?: EventsDelta;
};

type Env = Record<string, string | undefined>;

/** Builds the site from `extraEnv`'s content into `dir` (moved out of out/), finished as deployed; false when a step failed. */
export function buildInto(run: Runner, root: string, label: string, dir: string, extraEnv?: Env): { ok: boolean; seconds: number } {
  const built = run.build(label, extraEnv);
  if (!built.ok) return built;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.renameSync(path.join(root, 'out'), dir);
  return { ok: run.finish(dir), seconds: built.seconds };
}

/** A deploy of `base`'s content with `edit` made to a copy of it: its export's folder and the file edited, or null when it failed. */
async function editedDeploy(
  run: Runner,
  root: string,
  base: { dir: string; env?: Env },
  what: string,
  edit: (dir: string) => string | null,
) {
  const dir = `${base.dir}-edited`;
  let file: string | null = null;
  const built = await withContentCopy(
    base.env?.CONTENT_DIR ?? path.join(root, 'content'),
    'bench-edit-',
    (copy) => (file = edit(copy)) !== null,
    (env) => (env ? buildInto(run, root, `build the site again with ${what} edited`, dir, env) : { ok: false, seconds: 0 }),
  );
  return built.ok && file ? { file, dir } : null;
}

/** The changed entries that do not show the event's edit: what a change to events.yaml should not have touched. */
export function notShowing(dir: string, changed: string[]): string[] {
  return changed.filter((url) => url.startsWith('sealed/') || !fs.readFileSync(path.join(dir, url), 'utf8').includes(EDIT_MARKER));
}

export type DeployOptions = { access: AccessRecord; code: string; again: boolean; events: boolean; browser: boolean };

/**
 * Every figure for the export in `dir` (built from `env`'s content): the list, the browser's two
 * visits, and the deploys (`again`: the same sources once more; `events`: an event edited).
 */
export async function offlineFigures(
  run: Runner,
  root: string,
  content: string,
  base: { dir: string; env?: Env },
  options: DeployOptions,
): Promise<OfflineFigures> {
  const list = await precacheList(base.dir);
  const figures: OfflineFigures = { content, list: listWeight(base.dir, list), workerGzipBytes: workerFileBytes(base.dir) };
  if (options.browser) {
    console.log(
      `▶ ${content}: a visitor on the home page for ${VISITOR_SECONDS} s, then a member until the worker has cached the site (Chromium)`,
    );
    figures.visitor = await visitorCost(base.dir, VISITOR_SECONDS);
    figures.member = await memberCost(base.dir, options.access, options.code);
  }
  if (options.again) {
    const again = `${base.dir}-again`;
    if (buildInto(run, root, `build the site again from the same sources (${content})`, again, base.env).ok)
      figures.differing = differingFiles(base.dir, again);
    fs.rmSync(again, { recursive: true, force: true });
  }
  const submodule = await editedDeploy(run, root, base, 'one submodule', editOneSubmodule);
  if (submodule) {
    figures.submodule = { ...deployDelta(list, await precacheList(submodule.dir), submodule.dir), file: submodule.file };
    fs.rmSync(submodule.dir, { recursive: true, force: true });
  }
  if (options.events) {
    const events = await editedDeploy(run, root, base, 'one event', editFirstEvent);
    if (events) {
      const delta = deployDelta(list, await precacheList(events.dir), events.dir);
      figures.events = { ...delta, notShowingIt: notShowing(events.dir, delta.changed) };
      fs.rmSync(events.dir, { recursive: true, force: true });
    }
  }
  return figures;
}
