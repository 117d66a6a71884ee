import { describe, expect, it } from 'vitest';
import { writesUserData } from './client';

describe('writesUserData', () => {
  it('counts writes to the data users read back', () => {
    expect(writesUserData('insert into "supplier_scheme" ("id") values ($1)')).toBe(true);
    expect(writesUserData('update "winning_bid" set "amount" = $1')).toBe(true);
    expect(writesUserData('delete from biz_case where id = $1')).toBe(true);
    expect(writesUserData('with moved as (update user_message set read = true returning id) select count(*) from moved')).toBe(true);
  });

  it('leaves out reads and the bookkeeping of reads', () => {
    expect(writesUserData('select * from winning_bid where id = $1')).toBe(false);
    expect(writesUserData('insert into "rate_event" ("key") values ($1)')).toBe(false);
    expect(writesUserData('insert into search_result_cache (key) values ($1)')).toBe(false);
    expect(writesUserData('INSERT INTO pgboss.job (name) VALUES ($1)')).toBe(false);
  });
});
