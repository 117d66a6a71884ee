import { describe, expect, it } from 'vitest';
import { writesUserData } from './client';

describe('writesUserData', () => {
  it('counts writes to the data users read back', () => {
    expect(writesUserData('insert into "supplier_scheme" ("id") values ($1)')).toBe(true);
    expect(writesUserData('update "winning_bid" set "amount" = $1')).toBe(true);
    expect(writesUserData('delete from biz_case where id = $1')).toBe(true);
    expect(writesUserData('with moved as (update user_message set read = true returning id) select count(*) from moved')).toBe(true);
    expect(writesUserData('insert into "saved_search" ("id") values ($1) on conflict ("id") do update set "name" = $2')).toBe(true);
  });

  it('leaves out reads and the bookkeeping of reads', () => {
    expect(writesUserData('select * from winning_bid where id = $1')).toBe(false);
    expect(writesUserData('insert into "rate_event" ("key") values ($1)')).toBe(false);
    expect(writesUserData('insert into search_result_cache (key) values ($1)')).toBe(false);
    expect(writesUserData('INSERT INTO pgboss.job (name) VALUES ($1)')).toBe(false);
    // The search's cache write: a CTE that locks a version row and upserts into the cache.
    expect(
      writesUserData(
        'with unchanged as (select 1 from search_source_version where source = $1 for share) insert into search_result_cache (key) select * from (values ($2)) v on conflict (key) do update set total = excluded.total',
      ),
    ).toBe(false);
    expect(writesUserData('select id from sms_push where status = $1 for update skip locked')).toBe(false);
  });
});
