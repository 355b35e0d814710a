/**
 * `npm run deps:check`, second cruise: the imports that reach the browser. Type-only imports vanish
 * at build, so here they are left out (TypeScript compiles each module first, as the build does);
 * dynamic imports stay, since what they load reaches the browser too, only later. The house rules
 * on every import are in .dependency-cruiser.cjs.
 */
const fs = require('node:fs');
const path = require('node:path');

/** Modules marked 'use client', as `^path$` patterns: dependency-cruiser reads imports, not directives. */
function clientModules(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : clientModules(file);
    if (!/\.tsx?$/.test(entry.name) || !/^['"]use client['"]/.test(fs.readFileSync(file, 'utf8').trimStart())) return [];
    return [`^${file.replace(/[.[\]()]/g, '\\$&')}$`];
  });
}

const CLIENT = ['app', 'components', 'lib'].flatMap(clientModules);
// A pattern list found empty would make client-not-to-zod pass by checking nothing.
if (CLIENT.length === 0) throw new Error(".dependency-cruiser.browser.cjs: no module marked 'use client' found");
const ZOD = '^node_modules/zod/';
/** The Markdown parser, and lib/mdx, which builds on it, but for the shape of its element data. */
const PARSER = '^node_modules/(micromark|mdast-util-|hast-util-to-jsx-runtime)';
const MARKDOWN = [PARSER, '^lib/mdx/(?!elements\\.ts$)'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'client-not-to-zod',
      comment:
        "zod stays out of the browser: no module marked 'use client' reaches it. The saved-progress reader once brought it into every members' page; lib/record/check.ts and lib/auth/member.ts check by hand instead.",
      severity: 'error',
      from: { path: CLIENT },
      to: { path: ZOD, reachable: true },
    },
    {
      name: 'client-not-to-markdown',
      comment:
        "The MDX texts (bodies, task descriptions, resource texts) are parsed and made element data at build: no module marked 'use client' reaches the Markdown parser, or lib/mdx beyond the data's shape (lib/mdx/elements.ts).",
      severity: 'error',
      from: { path: CLIENT },
      to: { path: MARKDOWN, reachable: true },
    },
  ],
  required: [
    {
      name: 'search-loader-loads-query',
      comment:
        "lib/search/load.ts loads the search code: with type imports gone and static ones forbidden (search-code-on-demand in .dependency-cruiser.cjs), what is left is the dynamic import on the box's first focus.",
      severity: 'error',
      module: { path: '^lib/search/load\\.ts$' },
      to: { path: '^lib/search/query\\.ts$' },
    },
    {
      name: 'mdx-parse-uses-micromark',
      comment: 'lib/mdx/parse.ts parses with mdast-util-from-markdown: client-not-to-markdown names the parser as this cruise sees it.',
      severity: 'error',
      module: { path: '^lib/mdx/parse\\.ts$' },
      to: { path: PARSER },
    },
    {
      name: 'blocks-use-zod',
      comment:
        'lib/content/blocks.ts checks blocks.yaml with zod: client-not-to-zod names zod as this cruise sees it, so it cannot pass by matching nothing.',
      severity: 'error',
      module: { path: '^lib/content/blocks\\.ts$' },
      to: { path: ZOD },
    },
  ],
  options: {
    exclude: { path: '__tests__/' },
    doNotFollow: { path: '^node_modules/' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
