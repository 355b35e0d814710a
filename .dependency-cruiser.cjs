/**
 * `npm run deps:check` (part of `npm test`): the house rules on imports, which dependency-cruiser
 * checks over app/, components/, lib/, tools/ and scripts/. Tests are left out of the cruise: they
 * may import whatever they exercise. Every import counts here, type-only and dynamic ones too (type
 * imports are what a move drags along). What reaches the browser, where type imports have vanished,
 * is checked by .dependency-cruiser.browser.cjs.
 */
const SITE = '^(app|components|lib)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-not-to-app',
      comment: 'Three floors, no arrow up: app/ imports components/ and lib/, never the other way.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^app/' },
    },
    {
      name: 'lib-not-to-components',
      comment: 'Three floors, no arrow up: lib/ is the logic under the React components, so it never imports them.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^components/' },
    },
    {
      name: 'components-not-to-app',
      comment:
        "Three floors, no arrow up: a component is drawn by the routes of app/ and knows none of them; what a route and a component share (a page's data, its words) lives in lib/. Tests may import a route to draw it whole.",
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'site-not-to-tools',
      comment:
        'The site (app/, components/, lib/) never imports the tooling beside it (tools/, scripts/): that code is for the bench, the generators and the checks.',
      severity: 'error',
      from: { path: SITE },
      to: { path: '^(tools|scripts)/' },
    },
    {
      name: 'tools-not-to-scripts',
      comment:
        'scripts/ holds the commands, tools/ what they run: a tool never imports a command. What two commands share (the static server, say) lives in tools/, where both import it.',
      severity: 'error',
      from: { path: '^tools/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'scripts-not-to-scripts',
      comment:
        'Each file in scripts/ is a command, run by npm, CI or another command as a process of its own, never imported: a builder that two commands share (the bare page bench and lighthouse measure beside the site, say) lives in tools/, where both import it.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'tools-not-to-the-pages',
      comment:
        'tools/ stands on lib/ (the loaders, the schemas, the logic the site runs) and never on the pages and components above it: a check or a generator that needs a piece of a page has it moved down into lib/.',
      severity: 'error',
      from: { path: '^tools/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'lib-folders-one-way',
      comment:
        "Inside lib/, folders import one way only: when one imports another, the other never imports it back, directly or through a third (type imports count). A tie both ways is an idea with two homes, where the next change drifts. A folder's subfolders (lib/content/rules) belong to it.",
      severity: 'error',
      scope: 'folder',
      from: { path: '^lib/([^/]+)' },
      to: { path: '^lib/', pathNot: '^lib/$1(/|$)', circular: true },
    },
    {
      name: 'site-not-to-sharp',
      comment:
        "sharp in the Next build's module graph puts Turbopack's async-module runtime into every page (+0.45 kB of first-load JavaScript, which took the module pages past their 1.25x target). Only tools load it (the generator and images:shrink in tools/images, content:check's image sizes in tools/checks); the pages read the record the generator leaves (lib/images/manifest.ts).",
      severity: 'error',
      from: { path: SITE },
      to: { path: '^node_modules/sharp/' },
    },
    {
      name: 'search-code-on-demand',
      comment:
        "The search box is on every module page and /programs; the search code (lib/search/query.ts, with MiniSearch) arrives on the box's first focus, by dynamic import (lib/search/load.ts). No module of the site imports it otherwise (a type import vanishes at build).",
      severity: 'error',
      from: { path: SITE },
      to: { path: '^lib/search/query\\.ts$', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'minisearch-only-in-query',
      comment: 'MiniSearch is loaded with lib/search/query.ts alone, so search-code-on-demand keeps it out of every first load too.',
      severity: 'error',
      from: { path: SITE, pathNot: '^lib/search/query\\.ts$' },
      to: { path: '^node_modules/minisearch/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lib-reachable-from-the-site',
      comment:
        "lib/ is the site: each of its modules is used by a page (app/) or by the build's and the deploy's own steps (harden, seal:check, the deploy's pages-target). Code that only the officers' checks (tools/checks), the bench, the generators or other scripts use belongs in tools/.",
      severity: 'error',
      from: { path: ['^app/', '^scripts/(harden-export|check-sealed-export|pages-target)\\.ts$'] },
      // .d.mts: the types of an .mjs module, which is itself checked.
      to: { path: '^lib/', pathNot: '\\.d\\.mts$', reachable: false },
    },
    {
      name: 'not-to-unresolvable',
      comment: "An import the cruise cannot resolve is one the rules above cannot see: fix the path or the alias ('@/…').",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  // The modules the rules above are about do load what the rules name, so a rule cannot pass by
  // matching nothing (a package that changed its file names, say).
  required: [
    {
      name: 'generator-loads-sharp',
      severity: 'error',
      module: { path: '^tools/images/generate\\.ts$' },
      to: { path: '^node_modules/sharp/' },
    },
    {
      name: 'query-loads-minisearch',
      severity: 'error',
      module: { path: '^lib/search/query\\.ts$' },
      to: { path: '^node_modules/minisearch/' },
    },
  ],
  options: {
    exclude: { path: '__tests__/' },
    doNotFollow: { path: '^node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
