import { z } from 'zod';

/** The largest id a record can have (PostgreSQL integer / serial). */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id sent as a number or text: a positive whole number the database can hold, so an id past
 * 2^31-1 is a 400 with the field's message, never an integer-out-of-range error from the query.
 */
export function recordId(what: string) {
  return z.coerce
    .number({ error: `${what}应为数字` })
    .int(`${what}应为整数`)
    .positive(`${what}应为正整数`)
    .max(MAX_RECORD_ID, `${what}不存在`);
}
