/**
 * @jest-environment node
 *
 * The officers' table of rules is today's: a rule added or changed without `npm run rules:table`
 * fails here.
 */
import fs from 'node:fs';
import { allRules } from '@/lib/content/rules';
import { docWithRulesTable, RULES_DOC, rulesTable } from '@/tools/checks/rulesTable';

it('docs/adding-content.md holds the table of every rule as the rules say it (run `npm run rules:table`)', () => {
  const doc = fs.readFileSync(RULES_DOC, 'utf8');
  expect(doc).toBe(docWithRulesTable(doc));
});

it('has a row per rule with its id, name and fix', () => {
  const table = rulesTable();
  for (const r of allRules()) expect(table).toContain(`| ${r.id} | ${r.name} |`);
  expect(table.split('\n')).toHaveLength(allRules().length + 2);
});

it('refuses a document without its markers, rather than losing the table', () => {
  expect(() => docWithRulesTable('# Adding content\n')).toThrow(/markers/);
});
