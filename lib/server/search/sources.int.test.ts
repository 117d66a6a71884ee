import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, queryRows } from '@/lib/server/db/client';
import type { FacetDef } from './engine';
import { supplierSource } from './sources';

// A label computed from a column (成立时间, 专利) is filtered as conditions on that column, which its
// index answers: they must select exactly the rows the label's expression names.

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
