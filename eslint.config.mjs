import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // A static export with images.unoptimized: next/image would add a client component and no
    // optimisation. Images are pre-sized WebP/SVG and raw <img> src goes through lib/asset.ts.
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    ignores: ['.next/**', 'out/**', '.e2e/**', 'bench/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
];

export default config;
