/**
 * For `npm run bench` (and by hand): how long /review stops answering with 1 MB of codes from
 * thousands of members, in an export already built (tools/perf/reviewResponsiveness.ts). Prints one
 * JSON line and the verdict; exits 1 when a task passes the limit.
 * Usage: [CONTENT_DIR=<the export's content>] tsx scripts/bench-review.ts <export> --code <access code> [--base-path /p] [--members 6000]
 * e.g. `CONTENT_DIR=e2e/content npx tsx scripts/bench-review.ts .e2e/fixture --code fixture-code-7431`
 */
import path from 'node:path';
import { progressOutline } from '../lib/progress/outline';
import { manyReports } from '../tools/perf/manyReports';
import { LONG_TASK_LIMIT_MS, measureReview, reviewVerdicts } from '../tools/perf/reviewResponsiveness';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const exportDir = path.resolve(args[0] ?? 'out');
const accessCode = option('--code') ?? process.env.MEMBER_ACCESS_CODE;
if (!accessCode) {
  console.error('bench-review: give the access code the export was built with: --code <code>');
  process.exit(1);
}
async function main(code: string) {
  const paste = manyReports(progressOutline(), Number(option('--members') ?? 6_000));
  const timings = await measureReview({ exportDir, basePath: option('--base-path')?.replace(/\/$/, ''), accessCode: code, paste });
  console.log(JSON.stringify(timings));
  const over = reviewVerdicts(timings);
  for (const line of over) console.error(`bench-review: ${line}`);
  const longest = Math.round(Math.max(timings.pasteMs, timings.readMs, timings.keptMs));
  console.log(
    over.length
      ? `✗ /review stops answering with ${timings.members} members (limit ${LONG_TASK_LIMIT_MS} ms)`
      : `✓ /review answers with ${timings.members} members: longest task ${longest} ms (limit ${LONG_TASK_LIMIT_MS} ms)`,
  );
  return over.length ? 1 : 0;
}

main(accessCode).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
