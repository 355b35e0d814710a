/**
 * `npm run rules:table`: writes the table of content rules into docs/adding-content.md
 * (tools/checks/rulesTable.ts). Run it after adding or changing a rule; a unit test fails until then.
 */
import fs from 'node:fs';
import { docWithRulesTable, RULES_DOC } from '../tools/checks/rulesTable';

const before = fs.readFileSync(RULES_DOC, 'utf8');
const after = docWithRulesTable(before);
if (after === before) console.log(`✓ ${RULES_DOC}: the table of rules is current`);
else {
  fs.writeFileSync(RULES_DOC, after);
  console.log(`✓ ${RULES_DOC}: the table of rules written`);
}
