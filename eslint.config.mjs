import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next*/**', 'node_modules/**', '.data/**', 'data/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'bench/results/**', 'next-env.d.ts'] },
];

export default config;
