/**
 * docs/architecture.md as `npm run docs` writes it: the page with its parts read off the code brought
 * up to date (the imports between lib/ folders, the rules on imports). scripts/docs.ts writes it, and
 * tools/docs/__tests__ fails while the page differs from it.
 */
import { importRules, importRulesText, IMPORT_RULES } from './importRules';
import { LIB_IMPORTS, libFolderImports, libImportsText } from './libImports';
import { withGenerated } from './markers';

export const ARCHITECTURE_PAGE = 'docs/architecture.md';

/** `page` (docs/architecture.md's text) with its generated parts as the project at `root` makes them. */
export function currentArchitecturePage(page: string, root: string): string {
  const withImports = withGenerated(page, LIB_IMPORTS, libImportsText(libFolderImports(root)));
  return withGenerated(withImports, IMPORT_RULES, importRulesText(importRules(root)));
}
