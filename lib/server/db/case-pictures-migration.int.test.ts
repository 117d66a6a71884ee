import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { cases } from '@/lib/server/db/schema';
import { CASE_PICTURES } from '@/seed/cases';

// Migration 0027 moves the pictures of cases seeded before the generated screenshots to generated ones.
const migration = readFileSync(path.join(process.cwd(), 'migrations', '0027_case_pictures.sql'), 'utf8');

describe('migration 0027 (case pictures)', () => {
  it('moves each old placeholder to a generated picture, in order, and leaves the others alone', async () => {
    const db = await getDb();
    const [row] = await db.select({ id: cases.id, picArray: cases.picArray }).from(cases).limit(1);
    if (!row) throw new Error('the seed has no case');
    const kept = CASE_PICTURES[5]!;
    try {
      await db
        .update(cases)
        .set({ picArray: [{ slidepath: '/images/case/case-3.svg' }, { slidepath: kept }, { slidepath: '/images/case/case-8.svg' }] })
        .where(eq(cases.id, row.id));
      await db.execute(sql.raw(migration));
      const [after] = await db.select({ picArray: cases.picArray }).from(cases).where(eq(cases.id, row.id));
      expect(after!.picArray).toEqual([{ slidepath: '/images/case/case-form-green.svg' }, { slidepath: kept }, { slidepath: '/images/case/case-dashboard-dark.svg' }]);
      for (const { slidepath } of after!.picArray) expect(CASE_PICTURES).toContain(slidepath);
    } finally {
      await db.update(cases).set({ picArray: row.picArray }).where(eq(cases.id, row.id));
    }
  });
});
