/**
 * Writes the parts of the developers' docs that are read off the code, so they cannot drift:
 * docs/architecture.md's list of which lib/ folders import which (tools/docs/libImports.ts) and the
 * house rules on imports, copied from dependency-cruiser's configuration (tools/docs/importRules.ts).
 * A test fails while the page differs from what this would write.
 *
 *   npm run docs
 */
import fs from 'node:fs';
import path from 'node:path';
import { ARCHITECTURE_PAGE, currentArchitecturePage } from '../tools/docs/architecture';

const root = process.cwd();
const file = path.join(root, ARCHITECTURE_PAGE);
const before = fs.readFileSync(file, 'utf8');
const after = currentArchitecturePage(before, root);
if (after !== before) fs.writeFileSync(file, after);
console.log(
  after === before
    ? `docs: ${ARCHITECTURE_PAGE} is current`
    : `docs: ${ARCHITECTURE_PAGE} rewritten (the imports between lib/ folders, the rules on imports)`,
);
