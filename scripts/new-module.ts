/**
 * `npm run new:module -- <block> <module_sub> "Title"`: creates
 * content/onboarding/<block>/<module_sub>.mdx from docs/templates/module.mdx, or says why not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { planNewModule } from '../tools/authoring/newModule';
import { loadBlocks } from '../lib/content/blocks';
import { contentRoot, displayPath } from '../lib/content/core';
import { ContentError } from '../lib/content/problems';

const usage =
  'Usage: npm run new:module -- <block> <module_sub> "Title"\n  e.g. npm run new:module -- softwareB1 2_3 "Numpy and Time Series"';

function refuse(message: string): never {
  console.error(`✗ ${message}`);
  process.exit(1);
}

const [block, key, ...titleWords] = process.argv.slice(2);
if (!block || !key || titleWords.length === 0) refuse(`three things are needed: the block, the submodule key and the title.\n${usage}`);

let blocks;
try {
  blocks = loadBlocks();
} catch (e) {
  if (e instanceof ContentError)
    refuse(`fix ${displayPath(path.join(contentRoot(), 'onboarding/blocks.yaml'))} first:\n  ${e.message.split('\n').join('\n  ')}`);
  throw e;
}

const contentDir = displayPath(contentRoot());
const plan = planNewModule(
  { block, key, title: titleWords.join(' ') },
  {
    blocks,
    contentDir,
    fileExists: (shown) => fs.existsSync(path.resolve(shown)),
    template: fs.readFileSync(path.join(process.cwd(), 'docs/templates/module.mdx'), 'utf8'),
  },
);
if (!plan.ok) refuse(plan.message);

fs.mkdirSync(path.dirname(plan.relativePath), { recursive: true });
fs.writeFileSync(plan.relativePath, plan.text, { flag: 'wx' });
console.log(`✓ created ${plan.relativePath}
  It will be the page ${plan.route}, listed under '${plan.group}' in the side panel.
  Next: open it, change every line marked CHANGE, then run
    npm run content:check && npm run links:check`);
