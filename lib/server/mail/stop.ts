import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { mailAddresses, userMessages } from '@/lib/server/db/schema';

// An address that will not take mail (an SMTP 5xx, a provider's hard bounce or complaint) is stopped:
// 投递失败(已停止发送) in 账号与安全 with the reason, and its user told once in the inbox. Confirming an
// address again restarts it (lib/server/mail/address.ts).

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stops `email` where it is active (for one user, or for every account that uses it); returns the users told. */
export async function stopAddress(tx: Tx, email: string, reason: string, now: Date, userId?: number): Promise<number[]> {
  const stopped = await tx
    .update(mailAddresses)
    .set({ state: 'failed', failure: reason, updatedAt: now })
    .where(and(eq(mailAddresses.email, email), eq(mailAddresses.state, 'active'), ...(userId === undefined ? [] : [eq(mailAddresses.userId, userId)])))
    .returning({ userId: mailAddresses.userId });
  // Told once, when the address stops (a send already under way may fail the same way after it).
  if (stopped.length) {
    await tx.insert(userMessages).values(
      stopped.map((s) => ({
        userId: s.userId,
        kind: 'sys',
        title: `邮件投递失败，已停止向 ${email} 发送商机邮件`,
        body: `邮件服务器拒收（${reason}）。请在“账号与安全”中检查或更换邮箱，验证后将恢复发送。`,
        link: '/user-center.html?tab=profile',
      })),
    );
  }
  return stopped.map((s) => s.userId);
}
