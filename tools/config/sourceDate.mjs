/**
 * The time a build stands for, as the reproducible-builds convention names it (SOURCE_DATE_EPOCH,
 * whole seconds): the calendar files' DTSTAMP is written with it rather than with the clock, so the
 * same commit built twice gives the same files (lib/content/calendar.ts). next.config.mjs sets it for
 * the build's processes when nothing else has: the time of the commit being built, from git; a tree
 * without git history stands for the epoch.
 *
 * It is not part of the build id (./buildId.mjs): a content commit has a time of its own, and the id
 * must stay while the code does.
 */
import { execFileSync } from 'node:child_process';

/** SOURCE_DATE_EPOCH when set (a packager's or CI's), else the last commit's time, else 0. */
export function sourceDateEpoch(env = process.env, cwd = process.cwd()) {
  if (/^\d+$/.test(env.SOURCE_DATE_EPOCH ?? '')) return Number(env.SOURCE_DATE_EPOCH);
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^\d+$/.test(out) ? Number(out) : 0;
  } catch {
    return 0;
  }
}
