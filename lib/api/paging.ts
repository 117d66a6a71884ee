import { z } from 'zod';

// Paging of list calls: pages are numbered from 1 everywhere (pageStart is a page number, not an
// offset), as on the list pages' addresses (lib/url/params.ts), so a page link and its call agree.

export const MAX_PAGE_SIZE = 50;
/** Beyond any real list; keeps offsets far inside what the database accepts. */
export const MAX_PAGE = 100_000;

/** Legacy clients send '' or null for "not set". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A whole number in [1, max], possibly sent as text, defaulting when absent. */
function countField(what: string, max: number, maxMessage: string, fallback: number) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${what}应为数字` })
      .int(`${what}应为整数`)
      .min(1, `${what}应从 1 开始`)
      .max(max, maxMessage)
      .default(fallback),
  );
}

/** pageStart and pageSize of a paged call. */
export function pageFields(defaultSize: number) {
  return {
    pageStart: countField('页码', MAX_PAGE, `页码最大为 ${MAX_PAGE}`, 1),
    pageSize: countField('每页条数', MAX_PAGE_SIZE, `每页最多 ${MAX_PAGE_SIZE} 条`, defaultSize),
  };
}
