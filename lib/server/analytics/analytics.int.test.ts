import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as track } from '@/app/api/track/route';
import { TRACK_LIMITS } from '@/lib/analytics/events';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';
import { getDb, queryRows } from '@/lib/server/db/client';
import { request } from '@/test/kits/account-routes';
import { uniqueClient } from '@/test/kits/sms';
import { chinaDay } from '@/lib/format/date';
import { buildDailyReport, readDailyReport } from './events';

const send = (body: unknown, headers: Record<string, string> = {}) =>
  track(request('/api/track', { body, headers: { [CLIENT_ADDRESS_HEADER]: uniqueClient(), ...headers } }));

function eventsOf(visit: string) {
  type Row = { name: string; path: string; label: string | null; project: string };
  return getDb().then((db) => queryRows<Row>(db, sql`select name, path, label, project from analytics_event where visit = ${visit} order by id`));
}

const visit = () => `v${Math.random().toString(36).slice(2, 14)}`;

describe('the tracking endpoint', () => {
  it('keeps a batch of events with its project', async () => {
    const v = visit();
    const res = await send({
      project: 'production',
      visit: v,
      cityCode: '500100',
      events: [
        { name: 'page_view', path: '/search.html', referrer: 'www.baidu.com' },
        { name: 'search', path: '/search.html', label: '找供应商' },
      ],
    });
    expect(await res.json()).toMatchObject({ code: 0, data: { stored: 2 } });
    expect(await eventsOf(v)).toEqual([
      { name: 'page_view', path: '/search.html', label: null, project: 'production' },
      { name: 'search', path: '/search.html', label: '找供应商', project: 'production' },
    ]);
  });

  it('keeps nothing from a browser that asks not to be tracked', async () => {
    const v = visit();
    const res = await send({ project: 'default', visit: v, events: [{ name: 'page_view', path: '/' }] }, { dnt: '1' });
    expect(await res.json()).toMatchObject({ code: 0, data: { stored: 0 } });
    expect(await eventsOf(v)).toEqual([]);
  });

  it('refuses unknown events, projects, queries in paths and oversized batches with a Chinese message', async () => {
    const cases: [unknown, string][] = [
      [{ project: 'default', visit: visit(), events: [{ name: 'hack', path: '/' }] }, '事件名称不正确'],
      [{ project: 'staging', visit: visit(), events: [{ name: 'page_view', path: '/' }] }, '项目参数不正确'],
      [{ project: 'default', visit: visit(), events: [{ name: 'page_view', path: '/search.html?phone=138' }] }, '页面路径不正确'],
      [{ project: 'default', visit: visit(), events: Array.from({ length: 21 }, () => ({ name: 'page_view', path: '/' })) }, '一次最多 20 个事件'],
      [{ project: 'default', visit: 'x', events: [{ name: 'page_view', path: '/' }] }, '访问标识不正确'],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status, message).toBe(400);
      expect((await res.json()).msg).toContain(message);
    }
  });

  it('limits how often one client sends', async () => {
    const client = uniqueClient();
    const body = { project: 'default', visit: visit(), events: [{ name: 'page_view', path: '/' }] };
    for (let i = 0; i < TRACK_LIMITS[0]!.max; i++) expect((await send(body, { [CLIENT_ADDRESS_HEADER]: client })).status).toBe(200);
    const res = await send(body, { [CLIENT_ADDRESS_HEADER]: client });
    expect(res.status).toBe(429);
  });
});

describe('the daily report', () => {
  it("counts one China day's events and visits per project, event and path", async () => {
    const db = await getDb();
    // 2031-03-04 in China runs from 2031-03-03 16:00 UTC to 2031-03-04 16:00 UTC.
    const at = (iso: string) => new Date(iso);
    await db.execute(sql`delete from analytics_event where at >= '2031-03-01' and at < '2031-03-10'`);
    const rows = [
      ['v1aaaaaaaa', 'page_view', '/index.html', at('2031-03-03T16:30:00Z')],
      ['v1aaaaaaaa', 'page_view', '/index.html', at('2031-03-04T02:00:00Z')],
      ['v2bbbbbbbb', 'page_view', '/index.html', at('2031-03-04T15:59:00Z')],
      ['v2bbbbbbbb', 'search', '/index.html', at('2031-03-04T10:00:00Z')],
      ['v3cccccccc', 'page_view', '/index.html', at('2031-03-04T16:01:00Z')], // the next day in China
      ['v4dddddddd', 'page_view', '/index.html', at('2031-03-03T15:59:00Z')], // the day before
    ] as const;
    for (const [v, name, path, when] of rows)
      await db.execute(sql`insert into analytics_event (project, name, path, visit, at) values ('default', ${name}, ${path}, ${v}, ${when})`);
    const report = await buildDailyReport('2031-03-04');
    expect(report).toEqual([
      { project: 'default', name: 'page_view', path: '/index.html', events: 3, visits: 2 },
      { project: 'default', name: 'search', path: '/index.html', events: 1, visits: 1 },
    ]);
    // Counting again replaces the day's rows rather than adding to them.
    await buildDailyReport('2031-03-04');
    expect(await readDailyReport('2031-03-04')).toHaveLength(2);
    expect(chinaDay(at('2031-03-04T16:01:00Z'))).toBe('2031-03-05');
  });
});
