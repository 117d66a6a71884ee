import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// Comments and test names cite the spec section, a docs page or a decision record: an issue list is
// not part of the repository, so a newcomer cannot follow such a citation. An applied migration's
// text stays as it was written (migrations/ is left out).

const CITATION = /\bissues? #?\d+/i;
const TEXT = /\.(ts|tsx|mts|cts|mjs|cjs|js|css|sql|md|sh|json|ya?ml|txt|example)$|(^|\/)(\.gitignore|run)$/;

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !f.startsWith('migrations/') && TEXT.test(f));
}

it('no tracked file outside migrations/ cites an issue number', () => {
  const found: string[] = [];
  for (const file of trackedTextFiles()) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // listed in the index but deleted in the working tree
    }
    text.split('\n').forEach((line, i) => {
      if (CITATION.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  expect(found).toEqual([]);
});
