import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { expect, it } from 'vitest';

// One name, one meaning: an exported type or interface name is declared in one module only, and every
// other module imports it from there. Two modules exporting the same name either copy one shape (import
// it instead) or mean two things under one name (give each a name that says what it is); either way a
// reader, or an auto-import, can pick the wrong one. Module-local names are each module's own business.

const SOURCE = /\.(ts|tsx|mts|cts)$/;
/** Only a file with an export statement can export a type: the others are not parsed. */
const MAY_EXPORT_TYPE = /^\s*export\s+(declare\s+)?(type|interface)\s|^\s*export\s*\{/m;

function trackedSources(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts'));
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The type and interface names a module exports by declaring them (`export type X`, or `type X` plus `export { X }`). */
function exportedTypeNames(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const local = new Set<string>();
  const exported = new Set<string>();
  for (const node of source.statements) {
    if (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) {
      (isExported(node) ? exported : local).add(node.name.text);
    }
  }
  for (const node of source.statements) {
    // `export { X }` without a `from` exports a declaration of this module; with one it only re-exports.
    if (!ts.isExportDeclaration(node) || node.moduleSpecifier || !node.exportClause || !ts.isNamedExports(node.exportClause)) continue;
    for (const spec of node.exportClause.elements) {
      if (local.has((spec.propertyName ?? spec.name).text)) exported.add(spec.name.text);
    }
  }
  return [...exported];
}

it('reads exported declarations, not imports, re-exports or local names', () => {
  const text = [
    "import type { A } from './a';",
    "export type { B } from './b';",
    'export type C = string;',
    'export interface D { d: number }',
    'type E = number;',
    'interface F { f: string }',
    'export { F as G };',
  ].join('\n');
  expect(exportedTypeNames('x.ts', text).sort()).toEqual(['C', 'D', 'G']);
});

it('no exported type name is declared in two modules', () => {
  const modulesOf = new Map<string, string[]>();
  for (const file of trackedSources()) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // listed in the index but deleted in the working tree
    }
    if (!MAY_EXPORT_TYPE.test(text)) continue;
    for (const name of exportedTypeNames(file, text)) modulesOf.set(name, [...(modulesOf.get(name) ?? []), file]);
  }
  const twice = [...modulesOf].filter(([, files]) => files.length > 1).map(([name, files]) => `${name}: ${files.join(', ')}`);
  expect(twice.sort()).toEqual([]);
}, 60_000);
