import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, queryRows, SESSION_SETTINGS } from './client';

describe('connection settings', () => {
  it('every statement runs without JIT or parallel workers and with the search work_mem, outside any transaction', async () => {
    const db = await getDb();
    // Several at once, so more than one pooled connection answers on a server.
    const shown = await Promise.all(
      Array.from({ length: 4 }, () =>
        queryRows<{ jit: string; workers: string; mem: string }>(
          db,
          sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers, current_setting('work_mem') as mem`,
        ),
      ),
    );
    for (const [row] of shown) expect(row).toEqual({ jit: SESSION_SETTINGS.jit, workers: SESSION_SETTINGS.max_parallel_workers_per_gather, mem: SESSION_SETTINGS.work_mem });
  });
});
