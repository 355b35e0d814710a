/**
 * Writes the parts of the developers' docs that are read off the code, so they cannot drift:
 * docs/architecture.md's list of which lib/ folders import which (tools/docs/libImports.ts). A test
 * fails while the page differs from what this would write.
 *
 *   npm run docs
 */
import fs from 'node:fs';
import path from 'node:path';
import { libFolderImports, libImportsText, withGenerated } from '../tools/docs/libImports';

const file = path.join(process.cwd(), 'docs/architecture.md');
const before = fs.readFileSync(file, 'utf8');
const after = withGenerated(before, libImportsText(libFolderImports(process.cwd())));
if (after !== before) fs.writeFileSync(file, after);
console.log(
  after === before ? 'docs: docs/architecture.md is current' : 'docs: docs/architecture.md rewritten (the imports between lib/ folders)',
);
