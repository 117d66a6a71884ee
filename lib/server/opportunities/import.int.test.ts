import { readFile } from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { bidOpportunities, userMessages } from '@/lib/server/db/schema';
import { enterpriseUser } from '@/test/kits/opportunities';
import { importBidOpportunities } from './import';
import { pushOpportunity } from './push';
import { saveSubscription } from './subscriptions';

const example = async () => JSON.parse(await readFile('docs/examples/tenders.json', 'utf8')) as Record<string, unknown>[];

describe('importing government tender opportunities', () => {
  it('adds new records once, and their pushes reach matching subscribers', async () => {
    const records = (await example()).map((r, i) => ({ ...r, code: `T${Date.now()}${i}` }));
    const owner = await enterpriseUser();
    await saveSubscription(owner, { channel: 4, city: ['330100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 100 });
    const first = await importBidOpportunities(records);
    expect(first.added.map((r) => r.orderId)).toEqual(records.map((r) => r.code));
    expect(await importBidOpportunities(records)).toEqual({ added: [], skipped: records.map((r) => r.code) });
    for (const ref of first.added) await pushOpportunity(ref);
    const db = await getDb();
    const inbox = await db.select().from(userMessages).where(and(eq(userMessages.userId, owner.userId), eq(userMessages.kind, 'bid_push')));
    // Only the platform-agency notice in 杭州 fits (the other is a third-party intention in 重庆).
    expect(inbox.map((m) => m.title)).toEqual(['新商机：杭州市某区政务服务一网通办平台升级改造项目']);
  });

  it('refuses a file with one bad record and writes none of it', async () => {
    const records = (await example()).map((r, i) => ({ ...r, code: `B${Date.now()}${i}` }));
    const bad = [records[0], { ...records[1], businessDirection: 'nope' }];
    await expect(importBidOpportunities(bad)).rejects.toThrow();
    await expect(importBidOpportunities([{ ...records[0], cityCode: '999998' }])).rejects.toThrow('城市编码不存在');
    const db = await getDb();
    expect(await db.select().from(bidOpportunities).where(inArray(bidOpportunities.code, records.map((r) => String(r.code))))).toHaveLength(0);
  });
});
