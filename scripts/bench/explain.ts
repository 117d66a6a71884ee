// EXPLAIN (ANALYZE, BUFFERS) of what one request really ran, read from the capture file that
// sql-capture.mjs writes inside the capture server. Plans run in a read-only transaction that is rolled
// back, so a captured write (a cache insert) can never change the data: it is reported as not explained.
import { readFileSync, statSync } from 'node:fs';
import pg from 'pg';
import type { ExplainStatement } from './results';

export interface CapturedStatement {
  pid: number;
  at: number;
  ms: number;
  text: string;
  values: unknown[];
  error?: string;
}

/** The capture file's size now: statements after this offset belong to the next request. */
export function captureOffset(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

export function readCapture(file: string, fromOffset: number): CapturedStatement[] {
  let text: string;
  try {
    text = readFileSync(file).subarray(fromOffset).toString('utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CapturedStatement);
}

const READS = /^\s*(select|with)\b/i;
const BOOKKEEPING = /pg_advisory_(un)?lock|__drizzle_migrations/i;

/**
 * The statements worth a plan: reads only (a plan of a write would need the write), no migration
 * bookkeeping, slowest first, at most `max`.
 */
export function statementsToExplain(statements: CapturedStatement[], max: number): CapturedStatement[] {
  return statements
    .filter((s) => READS.test(s.text) && !BOOKKEEPING.test(s.text) && !s.error)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, max);
}

export async function explainStatements(url: string, statements: CapturedStatement[]): Promise<ExplainStatement[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: ExplainStatement[] = [];
  try {
    for (const s of statements) {
      const entry: ExplainStatement = { ms: s.ms, sql: s.text.trim(), params: s.values };
      try {
        await client.query('begin read only');
        const res = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.values);
        entry.plan = res.rows.map((r) => r['QUERY PLAN']).join('\n');
      } catch (err) {
        entry.error = err instanceof Error ? err.message : String(err);
      } finally {
        await client.query('rollback').catch(() => undefined);
      }
      out.push(entry);
    }
  } finally {
    await client.end();
  }
  return out;
}
