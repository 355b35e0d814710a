/**
 * The house rules on imports, as docs/architecture.md states them: copied from dependency-cruiser's
 * own configuration (.dependency-cruiser.cjs, every import; .dependency-cruiser.browser.cjs, what
 * reaches the browser), each rule's name and its comment, by `npm run docs`. tools/docs/__tests__
 * fails while the page says otherwise, so a rule added, removed or reworded there shows here.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Markers } from './markers';

export const IMPORT_RULES: Markers = {
  start:
    '<!-- import-rules: written by `npm run docs` from .dependency-cruiser.cjs and .dependency-cruiser.browser.cjs; do not edit by hand -->',
  end: '<!-- /import-rules -->',
};

type Rule = { name: string; comment?: string };
type Configuration = { forbidden?: Rule[]; required?: Rule[] };

/** The two configurations `npm run deps:check` cruises with, in its order, and what each cruise covers. */
const CRUISES = [
  { file: '.dependency-cruiser.cjs', covers: 'every import' },
  { file: '.dependency-cruiser.browser.cjs', covers: 'what reaches the browser' },
] as const;

/** The configurations of the project at `root`: they read the project's files, so run with `root` as the working folder. */
export function importRules(root: string): { file: string; covers: string; configuration: Configuration }[] {
  const load = createRequire(path.join(root, 'package.json'));
  return CRUISES.map(({ file, covers }) => ({ file, covers, configuration: load(`./${file}`) as Configuration }));
}

const names = (rules: Rule[]) => rules.map((r) => `\`${r.name}\``).join(', ');

/** The list docs/architecture.md shows between its markers; a forbidding rule without a comment is an error. */
export function importRulesText(cruises: ReturnType<typeof importRules>): string {
  return cruises
    .flatMap(({ file, covers, configuration }) => {
      const forbidden = configuration.forbidden ?? [];
      const required = configuration.required ?? [];
      const missing = forbidden.filter((rule) => !rule.comment?.trim());
      if (missing.length) throw new Error(`${file}: rule ${names(missing)} has no comment to show in docs/architecture.md`);
      return [
        `\`${file}\` (${covers}):`,
        '',
        ...forbidden.map((rule) => `- \`${rule.name}\`: ${rule.comment!.trim()}`),
        ...(required.length
          ? [`- Required, so that no rule above passes by matching nothing (a module it is about loads what it names): ${names(required)}.`]
          : []),
        '',
      ];
    })
    .join('\n')
    .trimEnd();
}
