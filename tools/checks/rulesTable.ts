/**
 * The table of content rules in docs/adding-content.md, written from the rules themselves
 * (lib/content/rules/index.ts): id, name, what each checks and how to fix it. `npm run rules:table`
 * (scripts/rules-table.ts) writes it between the markers; a unit test fails when it is stale, so a
 * rule added, renamed or reworded reaches the officers' page in the same change.
 */
import { allRules } from '@/lib/content/rules';

export const RULES_DOC = 'docs/adding-content.md';
const BEGIN = '<!-- rules: written by `npm run rules:table` from lib/content/rules/; change those, not this table -->';
const END = '<!-- /rules -->';

/** A table cell: one line, a `|` escaped so it cannot end the cell and a `<` so `<script>` reads as text. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').replace(/</g, '&lt;');

export function rulesTable(): string {
  const rows = allRules().map((r) => `| ${r.id} | ${r.name} | ${cell(r.description)} | ${cell(r.fix)} |`);
  return ['| id | rule | what it checks | how to fix it |', '|---|---|---|---|', ...rows].join('\n');
}

/** The document with the table between its markers replaced by today's; throws when a marker is missing. */
export function docWithRulesTable(doc: string): string {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${RULES_DOC}: the markers ${BEGIN} and ${END} are missing`);
  return `${doc.slice(0, start + BEGIN.length)}\n${rulesTable()}\n${doc.slice(end)}`;
}
