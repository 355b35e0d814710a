/**
 * Writes the curriculum search index (Pagefind) into the static export, after `next build`.
 * Usage: tsx scripts/build-search-index.ts [output folder, default out/pagefind]
 * Reads the content the build read (CONTENT_DIR), never a quiz's answers nor the access code: see
 * lib/search/records.ts. The records carry base-path-free URLs, so one index serves any base path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadBlocks } from '../lib/content/blocks';
import { ContentError, formatProblemWithHint } from '../lib/content/core';
import { loadOnboarding } from '../lib/content/onboarding';
import { SEARCH_DIR } from '../lib/search/paths';
import { searchRecords } from '../lib/search/records';

const UNUSED_UI = /^pagefind-(.*ui|highlight)\.(js|css)$/;

function folderSize(dir: string): { files: number; bytes: number } {
  const sizes = (fs.readdirSync(dir, { recursive: true }) as string[]).map((name) => fs.statSync(path.join(dir, name))).filter((s) => s.isFile());
  return { files: sizes.length, bytes: sizes.reduce((sum, s) => sum + s.size, 0) };
}

// Pagefind is ESM-only and tsx runs this file as CommonJS: a dynamic import loads it either way.
const pagefind = import('pagefind');

async function main() {
  const { createIndex, close } = await pagefind;
  const started = performance.now();
  const outputPath = path.resolve(process.argv[2] ?? path.join('out', SEARCH_DIR));
  let records;
  try {
    records = searchRecords(loadOnboarding().submodules, loadBlocks());
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    console.error(e.problems.map(formatProblemWithHint).join('\n'));
    process.exit(1);
  }
  const { index, errors } = await createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (const record of records) {
    const added = await index.addCustomRecord(record);
    if (added.errors.length) throw new Error(`Pagefind refused ${record.url}: ${added.errors.join('; ')}`);
  }
  fs.rmSync(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`);
  await close();
  // Pagefind also writes its ready-made search UIs; our box is our own, so they are not published.
  for (const name of fs.readdirSync(outputPath)) if (UNUSED_UI.test(name)) fs.rmSync(path.join(outputPath, name));
  const { files, bytes } = folderSize(outputPath);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`search index: ${records.length} submodules, ${files} files, ${(bytes / 1024).toFixed(1)} kB in ${seconds} s → ${path.relative(process.cwd(), outputPath)}`);
}

main().catch(async (e: unknown) => {
  await (await pagefind).close();
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
