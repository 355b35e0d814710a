/**
 * What a deploy costs a member whose offline worker holds the deploy before it, on the fixture's
 * builds (scripts/build-e2e.sh; tools/offline/deployDelta.ts compares them). The same sources built
 * twice are the same files, byte for byte, the worker included: no build id, IV or time of its own.
 * The next deploy, which changed the curriculum and not the code, shares every script, stylesheet
 * and public page, so the worker downloads again only members' pages and sealed files. (The real
 * content with one submodule edited, and at ten times its size, is measured by `npm run bench`
 * against the limits: at most 10 of the worker's files and 100 kB.)
 */
import { expect, test } from '@/e2e/support';
import { deployExports } from '@/e2e/support/deployExports';
import { isMembersAreaPath } from '@/lib/auth/redirect';
import { WORKER_FILE } from '@/lib/offline/register';
import { deployDelta, differingFiles, precacheList } from '@/tools/offline/deployDelta';

/** A file of the export in the members' area: a sealed file, or a members' page's HTML or payloads. */
const isMembersFile = (file: string) => file.startsWith('sealed/') || isMembersAreaPath(`/${file}`);

test('the same sources built twice give the same files, byte for byte, the worker included', () => {
  expect(differingFiles(deployExports.first, deployExports.again)).toEqual([]);
});

test('a deploy that changed the curriculum, not the code, changes no script, stylesheet or public page', () => {
  const differing = differingFiles(deployExports.first, deployExports.next);
  expect(differing.filter((file) => file !== WORKER_FILE && !isMembersFile(file))).toEqual([]);
  // The worker's list names the members' files that did change.
  expect(differing).toContain(WORKER_FILE);
  expect(differing.some(isMembersFile)).toBe(true);
});

test("its worker downloads again only the members' pages and sealed files the change touched", async () => {
  const delta = deployDelta(await precacheList(deployExports.first), await precacheList(deployExports.next), deployExports.next);
  expect(delta.changed.length).toBeGreaterThan(0);
  expect(delta.changed.filter((url) => !isMembersFile(url))).toEqual([]);
  // The page the next deploy moved (softwareB1/1_2 → 2_2, e2e/content-next/removed.txt) is new.
  expect(delta.changed).toContain('sealed/onboarding-softwareB1-2_2.bin');
});
