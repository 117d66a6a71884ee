import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, queryRows } from '@/lib/server/db/client';
import type { FacetDef } from './engine';
import { supplierSource, tenderSource } from './sources';

// A label computed from a column (成立时间, 专利) is filtered as conditions on that column, which its
// index answers: they must select exactly the rows the label's expression names. Every sort has an
// index in its order, which a walk reads (lib/server/search/bounded.ts).

const ids = async (where: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(await getDb(), sql`select id from supplier where ${where} order by id`)).map((r) => Number(r.id));

describe('computed supplier labels', () => {
  for (const name of ['establish_time_label', 'patent_num_label']) {
    const facet: FacetDef = supplierSource.facets.find((f) => f.name === name)!;
    it(`selects the rows of each ${name} value, alone and together, as its expression does`, async () => {
      expect(facet.where).toBeDefined();
      const values = [...facet.order!];
      let covered = 0;
      for (const value of values) {
        const expected = await ids(sql`${facet.expr} = ${value}`);
        expect(await ids(facet.where!([value])), value).toEqual(expected);
        covered += expected.length;
      }
      // Every supplier has one of the values, and two selected values select both.
      expect(covered).toBe((await ids(sql`true`)).length);
      const pair = values.slice(0, 2);
      expect(await ids(facet.where!(pair))).toEqual(await ids(sql`${facet.expr} = any(${sql.param(pair)}::text[])`));
      expect(await ids(facet.where!([]))).toEqual([]);
    });
  }
});

describe('sort orders', () => {
  const sources = [
    ['winning_bid', tenderSource],
    ['supplier', supplierSource],
  ] as const;
  for (const [table, source] of sources) {
    for (const [name, sort] of Object.entries(source.sorts)) {
      it(`reads ${table} by ${name} down an index, both ways`, async () => {
        for (const direction of ['asc', 'desc']) {
          const plan = await (await getDb()).transaction(async (tx) => {
            // The test tables are small enough for the planner to sort them instead.
            await tx.execute(sql`set local enable_seqscan = off`);
            await tx.execute(sql`set local enable_bitmapscan = off`);
            return queryRows<{ 'QUERY PLAN': unknown }>(
              tx as unknown as Awaited<ReturnType<typeof getDb>>,
              sql`explain (format json) select id from ${sql.raw(table)} order by ${sort.column} ${sql.raw(direction)}, id ${sql.raw(direction)} limit 20`,
            );
          });
          const text = JSON.stringify(plan);
          expect(text, `${name} ${direction}`).toMatch(/"Node Type":"Index (Only )?Scan"/);
          expect(text, `${name} ${direction}`).not.toContain('"Node Type":"Sort"');
        }
      });
    }
  }
});
