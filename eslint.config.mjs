import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
// Last: turns off every rule that would argue with Prettier (`npm run format`) about layout.
import prettier from 'eslint-config-prettier/flat';

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    // One way to name another folder's module: '@/lib/…' (docs/architecture.md); './' stays for the same folder.
    files: ['app/**', 'components/**', 'lib/**', 'tools/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: "Import from another folder with '@/…' ('./' is for the same folder)." }] },
      ],
    },
  },
  {
    // A source file a reader can hold in mind: past 250 lines, split it by what each part does (blank
    // lines and comments count, so a file is not brought under by dropping its reasons). Tests are
    // exempt, as their cases read one at a time; next-env.d.ts, the one generated file, is ignored below.
    files: ['**/*.{ts,tsx,mts,mjs,cjs,js}'],
    ignores: ['**/__tests__/**', 'e2e/**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    // CommonJS files (the dependency-cruiser configs) can only load modules with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: ['.next/**', 'out/**', '.e2e/**', 'bench/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];

export default config;
