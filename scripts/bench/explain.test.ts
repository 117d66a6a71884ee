import { mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureOffset, readCapture, statementsToExplain, type CapturedStatement } from './explain';

const st = (text: string, ms: number, extra: Partial<CapturedStatement> = {}): CapturedStatement => ({ pid: 1, at: 0, ms, text, values: [], ...extra });

describe('statementsToExplain', () => {
  it('keeps reads only, slowest first, without migration bookkeeping or failed statements', () => {
    const picked = statementsToExplain(
      [
        st('select 1', 1),
        st('insert into search_result_cache values ($1)', 90),
        st('  WITH m AS (select 2) select * from m', 30),
        st('select pg_advisory_lock(725001)', 500),
        st('select * from "drizzle"."__drizzle_migrations"', 400),
        st('select broken', 80, { error: 'boom' }),
        st('select 3', 10),
      ],
      2,
    );
    expect(picked.map((s) => s.text.trim())).toEqual(['WITH m AS (select 2) select * from m', 'select 3']);
  });
});

describe('capture file', () => {
  it('reads only what was appended after an offset', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-capture-'));
    const file = path.join(dir, 'sql.jsonl');
    try {
      expect(captureOffset(file)).toBe(0);
      appendFileSync(file, `${JSON.stringify(st('select 1', 1))}\n`);
      const offset = captureOffset(file);
      appendFileSync(file, `${JSON.stringify(st('select 2', 2, { values: ['医疗'] }))}\n`);
      expect(readCapture(file, offset)).toEqual([st('select 2', 2, { values: ['医疗'] })]);
      expect(readCapture(path.join(dir, 'missing'), 0)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
