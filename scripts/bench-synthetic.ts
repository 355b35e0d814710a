/**
 * For `npm run bench`: writes <count> generated submodules into a copy of the content tree.
 * Usage: CONTENT_DIR=<copy> tsx scripts/bench-synthetic.ts <count>
 */
import fs from 'node:fs';
import path from 'node:path';
import { syntheticCurriculum } from '../tools/authoring/syntheticCurriculum';
import { loadBlocks } from '../lib/content/blocks';
import { contentRoot } from '../lib/content/core';
import { onboardingPages } from '../tools/checks/links/siteIndex';

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) throw new Error('usage: CONTENT_DIR=<copy> tsx scripts/bench-synthetic.ts <count>');
if (!process.env.CONTENT_DIR) throw new Error('CONTENT_DIR must point at a copy of the content tree: this script adds files to it');

const files = syntheticCurriculum(loadBlocks(), count, onboardingPages(contentRoot()));
for (const file of files) {
  const target = path.join(contentRoot(), file.path);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file.text, { flag: 'wx' });
}
console.log(
  `${files.filter((f) => f.path.endsWith('.mdx')).length} submodules, ${files.filter((f) => f.path.endsWith('.yaml')).length} quizzes`,
);
