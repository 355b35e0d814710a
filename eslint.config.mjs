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
    // CommonJS files (the dependency-cruiser configs) can only load modules with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: ['.next/**', 'out/**', '.e2e/**', 'bench/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];

export default config;
