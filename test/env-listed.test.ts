import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every environment variable the code reads is written down: app settings in the env module
// (lib/env.ts, validated at start-up), every variable, tooling's included, in .env.example, and
// each of those explained in docs/configuration.md's table. A new read that is listed nowhere fails here.

const root = process.cwd();
const RUNTIME = ['app', 'components', 'lib', 'proxy.ts', 'instrumentation.ts'];
const EVERYWHERE = [...RUNTIME, 'server', 'seed', 'scripts', 'next.config.mjs', 'playwright.config.ts', 'vitest.config.ts'];

/** Set by the platform, not by whoever runs the portal. */
const PROVIDED: Record<string, string> = {
  NODE_ENV: 'set by Next and the npm scripts',
  NEXT_RUNTIME: 'set by Next per runtime',
  NEXT_PHASE: 'set by Next during the build',
  CI: 'set by CI systems',
  TEST_DRIVER: 'set per integration project by vitest.config.ts',
  BENCH_SQL_CAPTURE_FILE: 'set by the benchmark for the server it starts',
};

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourceFiles(path.join(entry, d.name)) : /\.(ts|tsx|mjs|cjs)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path.join(full, d.name)] : [],
  );
}

/** The variables a piece of code reads: process.env.X, process.env['X'], env.X, env['X'], and the server's bounded('X'). */
function variablesRead(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) found.add(m[1] ?? m[2]!);
  for (const m of code.matchAll(/\bbounded\(['"]([A-Z][A-Z0-9_]*)['"]/g)) found.add(m[1]!);
  return [...found];
}

function readsOf(entries: string[]): Map<string, string> {
  const reads = new Map<string, string>();
  for (const file of entries.flatMap(sourceFiles)) {
    for (const name of variablesRead(readFileSync(file, 'utf8'))) if (!reads.has(name)) reads.set(name, path.relative(root, file));
  }
  return reads;
}

const envModule = readFileSync(path.join(root, 'lib/env.ts'), 'utf8');
const schemaKeys = new Set([...envModule.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!));
const exampleKeys = new Set(
  [...readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!),
);

/** The variables docs/configuration.md's table explains: every `NAME` in a row's first column. */
const documentedKeys = new Set(
  readFileSync(path.join(root, 'docs/configuration.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!)),
);

describe('environment variables', () => {
  it('finds reads in every form the code uses', () => {
    expect(variablesRead("process.env.A_B; process.env['C']; env.D; bounded('E', 1, 2); env.lowercase")).toEqual(['A_B', 'C', 'D', 'E']);
  });

  it('lists every variable the app reads in lib/env.ts', () => {
    const missing = [...readsOf(RUNTIME)].filter(([name]) => !schemaKeys.has(name) && !(name in PROVIDED));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('lists every variable any code reads in .env.example', () => {
    const missing = [...readsOf(EVERYWHERE)].filter(([name]) => !exampleKeys.has(name) && !(name in PROVIDED));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('lists every setting of lib/env.ts in .env.example', () => {
    expect([...schemaKeys].filter((name) => !exampleKeys.has(name) && !(name in PROVIDED))).toEqual([]);
  });

  it('explains every variable of lib/env.ts and .env.example in docs/configuration.md', () => {
    const listed = [...new Set([...schemaKeys, ...exampleKeys])];
    expect(listed.filter((name) => !documentedKeys.has(name) && !(name in PROVIDED))).toEqual([]);
  });
});
