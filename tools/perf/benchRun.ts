/**
 * How `npm run bench` (scripts/bench.mjs) runs what it measures: each step a child process in the
 * project, timed and announced, its last lines shown when it fails; the site's builds cold and as
 * deployed (the contact form configured, the photo feed hidden); a content tree of its own for the
 * builds that change the content (synthetic submodules, one edited file).
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A step's outcome: whether it exited 0, its wall time, and what it printed. */
export type Step = { ok: boolean; seconds: number; output: string };

type Env = Record<string, string | undefined>;

/** The environment of every step: as deployed, with the build's own variables (`extra`) on top. */
export function benchEnv(extra: Env = {}): NodeJS.ProcessEnv {
  const e: Env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_BASE_PATH: '',
    MEMBER_ACCESS_CODE: process.env.MEMBER_ACCESS_CODE || BENCH_ACCESS_CODE,
    NEXT_PUBLIC_CONTACT_ENDPOINT: process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || 'https://forms.test/submit',
    NEXT_PUBLIC_CONTACT_ACCESS_KEY: process.env.NEXT_PUBLIC_CONTACT_ACCESS_KEY || 'bench-key',
    ...extra,
  };
  if (!extra.CONTENT_DIR) delete e.CONTENT_DIR;
  delete e.NEXT_PUBLIC_PHOTO_FEED_TOKEN;
  return e as NodeJS.ProcessEnv;
}

/** The access code the bench builds with, unless MEMBER_ACCESS_CODE says otherwise. */
export const BENCH_ACCESS_CODE = 'bench-access-code';

const lastLines = (output: string, n: number) =>
  output
    .trim()
    .split('\n')
    .slice(-n)
    .map((l) => `    ${l}`)
    .join('\n');

/** Runs `spawn` (a spawnSync call), saying what it does, how long it took and, when it failed, its last lines. */
export function timed(label: string, spawn: () => SpawnSyncReturns<string>): Step {
  process.stdout.write(`▶ ${label} … `);
  const started = performance.now();
  const r = spawn();
  const seconds = (performance.now() - started) / 1000;
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const ok = r.status === 0;
  console.log(`${ok ? 'done' : `FAILED (exit ${r.status})`} in ${seconds.toFixed(1)} s`);
  if (!ok) console.log(lastLines(output, 15));
  return { ok, seconds, output };
}

/** The project's runners, for `root`: a tsx script, a cold `next build`, the content check. */
export function runner(root: string) {
  const TSX = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  const NEXT = path.join(root, 'node_modules/next/dist/bin/next');
  const run = (label: string, command: string, args: string[], extraEnv?: Env) =>
    timed(label, () => spawnSync(command, args, { cwd: root, env: benchEnv(extraEnv), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  const tsx = (label: string, script: string, args: string[] = [], extraEnv?: Env) =>
    run(label, process.execPath, [TSX, script, ...args], extraEnv);
  return {
    tsx,
    /** A cold build into out/, as CI and a fresh clone see it: Turbopack's persistent cache would flatter the timings. */
    build(label: string, extraEnv?: Env): Step {
      fs.rmSync(path.join(root, '.next/cache'), { recursive: true, force: true });
      fs.rmSync(path.join(root, 'out'), { recursive: true, force: true });
      return run(label, process.execPath, [NEXT, 'build'], extraEnv);
    },
    /** What `npm run build` does after `next build`, on the export in `dir`: the script hashes, then the offline worker. */
    finish(dir: string): boolean {
      const name = path.relative(root, dir) || '.';
      return (
        tsx(`harden ${name} (scripts/harden-export.ts)`, 'scripts/harden-export.ts', [dir]).ok &&
        tsx(`write the offline worker of ${name} (scripts/offline-worker.ts)`, 'scripts/offline-worker.ts', [dir]).ok
      );
    },
    contentCheck(label: string, extraEnv?: Env) {
      const r = tsx(label, 'scripts/content-check.ts', [], extraEnv);
      const inProcess = /\((\d+) ms\)/.exec(r.output);
      return { ...r, inProcessMs: inProcess ? Number(inProcess[1]) : undefined };
    },
  };
}

export type Runner = ReturnType<typeof runner>;

/**
 * `then(extraEnv)` with CONTENT_DIR a temporary copy of the content tree `source`, changed by `change`
 * first (`then(null)` when it could not make its change); the copy is removed afterwards.
 */
export async function withContentCopy<T>(
  source: string,
  prefix: string,
  change: (dir: string) => boolean,
  then: (extraEnv: Env | null) => T | Promise<T>,
): Promise<T> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    fs.cpSync(source, tmp, { recursive: true });
    return await then(change(tmp) ? { CONTENT_DIR: tmp } : null);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
