/**
 * The two exports `npm run preview` pictures. The base's is the one an earlier run kept for the same
 * base (./baseCache.ts), or is built in a fresh tree of the base and kept; the change is then laid over
 * that tree and built there. Turbopack's cache of the last preview's build is restored into the tree
 * first and kept after, so each build compiles only what the code it last saw does not already hold.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { baseCacheDir, keepBaseBuild, keepBuildCache, readBaseBuild, restoreBuildCache } from './baseCache';
import type { Change } from './touched';
import { applyChanges, buildTree } from './trees';

export type Exports = {
  /** The throwaway access code both exports' members' pages are sealed with. */
  code: string;
  /** The base's export, or why it could not be built (every page is then shown as new). */
  before: { out: string } | { problem: string };
  /** The change's export, or why it could not be built (nothing to picture). */
  after: { out: string } | { problem: string };
};

/** `tree` holds the base (trees.ts `writeBaseTree`); `say` tells the console what is under way. */
export async function buildExports(root: string, base: string, changes: readonly Change[], tree: string, say: (line: string) => void) {
  const kept = baseCacheDir(root, base);
  let before: Exports['before'];
  let code: string;
  const earlier = readBaseBuild(kept);
  restoreBuildCache(root, tree);
  if (earlier) {
    say('the base was built by an earlier preview: using that build');
    ({ code } = earlier);
    before = { out: earlier.out };
  } else {
    code = `preview-${randomBytes(12).toString('hex')}`;
    say('building the base…');
    const problem = await buildTree(tree, code, path.join(path.dirname(tree), 'before-build.log'));
    before = problem ? { problem } : { out: keepBaseBuild(kept, tree, code).out };
  }
  applyChanges(root, tree, changes);
  say('building the change…');
  const problem = await buildTree(tree, code, path.join(path.dirname(tree), 'after-build.log'));
  if (!problem) keepBuildCache(root, tree);
  const after: Exports['after'] = problem ? { problem } : { out: path.join(tree, 'out') };
  return { code, before, after } satisfies Exports;
}
