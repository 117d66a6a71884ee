import { z } from 'zod';

/** One page of a list answer (000 §7): the items and the total across pages. */
export interface ListPage<T> {
  list: T[];
  total: number;
}

/** The schema of one page of `item`s (ListPage). */
export const listPageOf = <S extends z.ZodType>(item: S) => z.object({ list: z.array(item), total: z.number().int() });
