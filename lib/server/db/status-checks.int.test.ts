import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_STATUSES } from '@/lib/captcha/types';
import { CONSULT_TICKET_STATUSES } from '@/lib/consult/types';
import { EXPERT_CONSULTATION_STATUSES } from '@/lib/experts/types';
import { DEMAND_STATUSES } from '@/lib/opportunities/types';
import { SCHEME_STATUSES } from '@/lib/schemes/types';
import { getDb, type Db } from '@/lib/server/db/client';
import { captchaChallenges, consultTickets, expertConsultations, outsourcingDemands, supplierSchemes } from '@/lib/server/db/schema';

// Statuses are checked text (migration 0042): the database takes each union type's values and refuses any other.

const stamp = `${process.pid}-${Date.now()}`;
const cases: { name: string; values: readonly string[]; insert: (db: Db, status: SQL, n: number) => Promise<unknown> }[] = [
  {
    name: 'supplier_scheme_status_ck',
    values: SCHEME_STATUSES,
    insert: (db, status, n) =>
      db.insert(supplierSchemes).values({ userId: 1, buId: 0, status, pageToken: `ck-${stamp}-${n}`, company: sql`'{}'::jsonb`, scheme: sql`'{}'::jsonb`, compName: '公司', caseName: '方案', casePrice: '1', caseType: '1' }),
  },
  {
    name: 'outsourcing_demand_status_ck',
    values: DEMAND_STATUSES,
    insert: (db, status, n) =>
      db.insert(outsourcingDemands).values({ orderNo: `CK${stamp}${n}`, idSecret: `ck-${stamp}-${n}`, userId: 1, orderName: '需求', memo: '需求', contactMobile: '13900000000', source: 'test', status }),
  },
  {
    name: 'consult_ticket_status_ck',
    values: CONSULT_TICKET_STATUSES,
    insert: (db, status, n) =>
      db.insert(consultTickets).values({ ticketNo: `CK${stamp}${n}`, userId: 1, subject: '咨询', content: '内容', ticketField: '1', tags: '', corpName: '公司', contactName: '张三', phoneNumber: '13900000000', status }),
  },
  {
    name: 'expert_consultation_status_ck',
    values: EXPERT_CONSULTATION_STATUSES,
    insert: (db, status) => db.insert(expertConsultations).values({ expertUserId: 1, askerUserId: 1, description: '请教一个问题', phone: '13900000000', status }),
  },
  {
    name: 'captcha_challenge_status_ck',
    values: CAPTCHA_STATUSES,
    insert: (db, status, n) => db.insert(captchaChallenges).values({ token: `ck-${stamp}-${n}`, kind: 'char', answer: 'ABCD', client: 'test', expiresAt: new Date(), status }),
  },
];

/** The error `work` meets in a transaction that is always rolled back (nothing it writes stays), or null. */
async function errorOf(work: (tx: Db) => Promise<unknown>): Promise<unknown> {
  const done = new Error('rolled back');
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      await work(tx);
      throw done;
    });
  } catch (e) {
    return e === done ? null : e;
  }
  return new Error('the transaction was not rolled back');
}

const messageOf = (e: unknown): string => (e instanceof Error ? `${e.message} ${messageOf(e.cause)}` : '');

describe('checked statuses', () => {
  it.each(cases)('$name takes every value of its union type and refuses another', async ({ name, values, insert }) => {
    let n = 0;
    for (const value of values) expect(await errorOf((tx) => insert(tx, sql`${value}`, ++n))).toBeNull();
    expect(messageOf(await errorOf((tx) => insert(tx, sql`${'bogus'}`, ++n)))).toContain(name);
  });
});
