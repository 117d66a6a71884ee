// What a module pulls in by its static imports, followed through the project's own files: a library
// a list page's components reach this way is in the page's first load, one reached only through a
// dynamic import() is a chunk fetched when it is used (docs/benchmarks.md, What a page loads first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The module specifiers a source imports or re-exports statically, without the type-only ones (erased
 * by the compiler) and without dynamic import() calls.
 */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(statement)) {
    if (m[5]) {
      found.push(m[5]); // import 'x' (side effects)
      continue;
    }
    if (m[2]) continue; // import type / export type
    const names = /^\{([^}]*)\}$/.exec(m[3]!.trim());
    // import { type A, type B } from 'x' is erased too.
    if (names && names[1]!.split(',').map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith('type '))) continue;
    found.push(m[4]!);
  }
  return [...new Set(found)];
}

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/** The project file a specifier names ('@/…' or relative), or null for a package. */
function resolveLocal(spec: string, from: string, root: string): string | null {
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  if (/\.(tsx?|mjs|js)$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** Every package (its specifier as written) the entry files reach through static imports of project files. */
export function reachablePackages(entries: string[], root: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((e) => path.resolve(root, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      const local = resolveLocal(spec, file, root);
      if (local) queue.push(local);
      else if (!spec.startsWith('.') && !spec.startsWith('@/')) packages.add(spec);
    }
  }
  return packages;
}

const isClientModule = (source: string) => /^\s*['"]use client['"]/.test(source);

/**
 * Every package the browser loads with the entries' page: their server components are followed to the
 * client modules they render ('use client'), and those through all their static imports, as the bundler
 * does. What server components import alone (a schema a service checks with, say) never ships.
 */
export function clientReachablePackages(entries: string[], root: string): Set<string> {
  const seen = new Set<string>();
  const server = entries.map((e) => path.resolve(root, e));
  const clientRoots: string[] = [];
  while (server.length) {
    const file = server.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (isClientModule(source)) {
      clientRoots.push(path.relative(root, file));
      continue;
    }
    for (const spec of staticImports(source)) {
      const local = resolveLocal(spec, file, root);
      if (local) server.push(local);
    }
  }
  return reachablePackages(clientRoots, root);
}
