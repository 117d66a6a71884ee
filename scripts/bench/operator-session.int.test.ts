import { and, count, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, users } from '@/lib/server/db/schema';
import { requireOperator } from '@/lib/server/operators/gate';
import { liveSession } from '@/lib/server/session/auth';
import { SESSION_COOKIE } from '@/lib/server/session/cookie';
import { BENCH_OPERATOR_MOBILE, operatorCookie } from './operator-session';

const cookieValue = (header: string) => header.slice(`${SESSION_COOKIE}=`.length);

describe("the bench operator's session", () => {
  it('is a live session of an administrator, which the console door lets in', async () => {
    const header = await operatorCookie();
    expect(header.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    const session = await liveSession(cookieValue(header));
    const db = await getDb();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, BENCH_OPERATOR_MOBILE));
    expect(session?.userId).toBe(user!.id);
    const operator = await requireOperator(new NextRequest('http://localhost/api/admin/auditExport', { headers: { cookie: header } }), 'admin');
    expect(operator.roles).toContain('admin');
  });

  it('grants the role once however many runs ask, each run with a session of its own', async () => {
    const [a, b] = [await operatorCookie(), await operatorCookie()];
    const [first, second] = await Promise.all([liveSession(cookieValue(a)), liveSession(cookieValue(b))]);
    expect(first?.sessionId).not.toBe(second?.sessionId);
    const db = await getDb();
    const [grants] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.grant'), eq(auditLog.recordId, String(first!.userId))));
    expect(grants!.n).toBe(1);
  });
});
