import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = createJestConfig({
  testEnvironment: 'jsdom',
  // Every core: Jest's default (one fewer) leaves one of a 2-core machine's two idle (about 90 s → 60 s here).
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '/bench/', '/.e2e/'],
});

/**
 * The MDX parser (lib/mdx) and the sealed pages' renderer (components/Mdx/MdxTree) are built from
 * ESM-only packages of the unified family; Jest runs
 * CommonJS, so those packages are compiled like our own files. next/jest offers no option for this
 * without also transpiling them in the Next build, hence the rewrite of its ignore pattern here.
 */
const ESM_ONLY = [
  'pixelmatch',
  'micromark',
  'mdast-util-',
  'unist-util-',
  'decode-named-character-reference',
  'character-',
  'devlop',
  'vfile',
  'estree-util-',
  'zwitch',
  'longest-streak',
  'ccount',
  'parse-entities',
  'stringify-entities',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'escape-string-regexp',
  'markdown-table',
  'hast-util-',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'trim-lines',
];

async function jestConfig() {
  const resolved = await config();
  const compiled = `(?!(?:${ESM_ONLY.join('|')})[^/]*/)`;
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((p) => (p.startsWith('/node_modules/') ? `${p}${compiled}` : p));
  return resolved;
}

export default jestConfig;
