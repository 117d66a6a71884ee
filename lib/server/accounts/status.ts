import 'server-only';
import { eq } from 'drizzle-orm';
import type { AccountStatus } from '@/lib/accounts/status';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';

/**
 * An operator sets an account's status (scripts/account-status.ts). The sessions stay: the header's
 * unread-count read reports the status and the page sends the user through /exit (001 §6), as the
 * spec has it. Answers false when no account has the phone.
 */
export async function setAccountStatus(mobile: string, status: AccountStatus): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(users).set({ accountStat: status }).where(eq(users.mobile, mobile)).returning({ id: users.id });
  return rows.length > 0;
}
