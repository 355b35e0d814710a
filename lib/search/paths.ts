/** Where the search index lives in the export (`out/pagefind/`), and the script the search box loads from it. */
export const SEARCH_DIR = 'pagefind';

export function pagefindScriptUrl(basePath: string): string {
  return `${basePath}/${SEARCH_DIR}/pagefind.js`;
}
