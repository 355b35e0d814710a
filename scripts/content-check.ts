/**
 * `npm run content:check`: validates every content file the way the build does, fast, and prints
 * every problem (not only the first) as `file:line: field: what is wrong`.
 */
import { contentCollections } from '../lib/content/all';
import { collectProblems, contentRoot, displayPath, formatProblemWithHint } from '../lib/content/core';

const started = performance.now();
const problems = collectProblems(contentCollections.map((c) => c.load));
const ms = Math.round(performance.now() - started);

if (problems.length > 0) {
  console.error(`\n✗ ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${displayPath(contentRoot())}/:\n`);
  for (const p of problems) console.error(`  ${formatProblemWithHint(p)}`);
  console.error('\nFix the fields named above, save, and run `npm run content:check` again.\n');
  process.exit(1);
}
console.log(`✓ content OK: ${contentCollections.length} collections checked in ${displayPath(contentRoot())}/ (${ms} ms)`);
