import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { localPlugin } from './eslint-rules/require-server-only.mjs';

// Layering and import cycles (type-only ones included) are checked by dependency-cruiser
// (.dependency-cruiser.cjs), which `npm run lint` runs after ESLint.
const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['lib/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { local: localPlugin },
    rules: { 'local/require-server-only': 'error' },
  },
  { ignores: ['.next*/**', 'node_modules/**', '.data/**', 'data/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'bench/results/**', 'next-env.d.ts', 'tmp-*'] },
];

export default config;
