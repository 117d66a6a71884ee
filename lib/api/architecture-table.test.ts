import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md's HTTP API table is where the next engineer looks up a call: it must name every
// route under app/api and no route that is gone. The catch-all ([...path]) and the health checks are not
// calls (lib/api/catalogue.test.ts); a row's first column names one call or several (`a`, `b`), and a
// row for an address outside /api (`/common/userid/…`) names none.

const root = process.cwd();

const routes = readdirSync(path.join(root, 'app/api'))
  .filter((name) => !name.startsWith('[') && name !== 'health' && name !== 'openapi.json' && existsSync(path.join(root, 'app/api', name, 'route.ts')))
  .sort();

function tableCalls(markdown: string): string[] {
  const start = markdown.indexOf('\n## HTTP API\n');
  if (start < 0) throw new Error('docs/ARCHITECTURE.md has no "## HTTP API" section');
  const next = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, next < 0 ? undefined : next);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g)].map((m) => m[1]!))
    .sort();
}

const calls = tableCalls(readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8'));

describe("ARCHITECTURE.md's API table", () => {
  it('has a row for every route under app/api', () => {
    expect(routes.filter((name) => !calls.includes(name))).toEqual([]);
  });

  it('names no call without a route', () => {
    expect(calls.filter((name) => !routes.includes(name))).toEqual([]);
  });

  it('names each call once', () => {
    expect(calls.filter((name, i) => calls.indexOf(name) !== i)).toEqual([]);
  });
});
