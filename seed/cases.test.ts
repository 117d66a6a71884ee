import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_PICTURES } from './cases';

describe('CASE_PICTURES', () => {
  it('points at small SVG files that exist under public/', () => {
    expect(CASE_PICTURES).toHaveLength(8);
    for (const picture of CASE_PICTURES) {
      const file = statSync(path.join(process.cwd(), 'public', picture));
      expect(file.size).toBeGreaterThan(0);
      expect(file.size).toBeLessThan(3 * 1024);
    }
  });
});
