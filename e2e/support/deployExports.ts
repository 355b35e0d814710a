/**
 * The exports e2e/deploys switches between, and the origin it serves them at: apart from
 * ./deploys so that playwright.config.ts can read them without loading the test fixtures.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The exports scripts/build-e2e.sh makes for these tests, by the deploy they stand for. */
export const deployExports = {
  /** The fixture content (e2e/content) with the fixture's code: what members signed in to. */
  first: '.e2e/fixture',
  /** The same sources built once more: e2e/deploys/builds.spec.ts compares it with `first`, file by file. */
  again: '.e2e/fixture-again',
  /** The next deploy: e2e/content with e2e/content-next/ applied, built with the same code. */
  next: '.e2e/fixture-next',
  /**
   * Another chapter: e2e/content with e2e/content-other/site.yaml (another identity), built with
   * another access code: a deploy after the code changed, and the export identity.spec.ts searches.
   */
  otherCode: '.e2e/fixture-other-code',
} as const;

export type DeployName = keyof typeof deployExports;

/** The code .e2e/fixture-other-code is built with (scripts/build-e2e.sh). */
export const OTHER_ACCESS_CODE = process.env.E2E_OTHER_ACCESS_CODE ?? 'other-fixture-code-5590';

const DEPLOY_PORT = Number(process.env.E2E_DEPLOY_PORT ?? 4330);
export const DEPLOY_ORIGIN = `http://localhost:${DEPLOY_PORT}`;

/** True when every export these tests switch between has been built. */
export function deployExportsBuilt(): boolean {
  return Object.values(deployExports).every((dir) => fs.existsSync(path.join(dir, 'index.html')));
}
