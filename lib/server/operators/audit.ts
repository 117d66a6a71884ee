import 'server-only';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditFilter } from '@/lib/operators/audit-filter';
import { getDb, type Db } from '@/lib/server/db/client';
import { auditLog, type AuditValue } from '@/lib/server/db/schema';

// The audit trail (docs/features.md, Operator console): who did what to which record, with the record
// before and after. Written in the transaction of the action itself, so an action and its entry stand
// or fall together; the table refuses every rewrite (migration 0044).

/** Who acts: an operator of the console, or the command line. */
export interface Actor {
  /** The operator's user id; null for the command line. */
  operatorId: number | null;
  /** As the trail shows it: the operator's phone, or `cli:<os user>`. */
  name: string;
}

export interface AuditEntry {
  action: string;
  recordType: string;
  recordId: string | number;
  before?: AuditValue;
  after?: AuditValue;
}

type Writer = Pick<Db, 'insert'>;

/** Appends one entry, through `tx` when the action runs in a transaction. */
export async function audit(tx: Writer, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: actor.operatorId,
    actor: actor.name,
    action: entry.action,
    recordType: entry.recordType,
    recordId: String(entry.recordId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditRow = typeof auditLog.$inferSelect;

const DAY_MS = 86_400_000;
/** The moment a China day began (00:00 in Asia/Shanghai, UTC+8 all year). */
const chinaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`));

/**
 * The newest entries first, `limit` at a time; `before` is the last id of the previous page (keyset on
 * the primary key, so a page costs the same however deep). A date range reads audit_log_at_idx, a record
 * audit_log_record_idx; the operator and the action filter the walk down the ids.
 */
export async function auditTrail(opts: AuditFilter & { limit: number }): Promise<AuditRow[]> {
  const db = await getDb();
  const where: SQL[] = [];
  if (opts.before) where.push(lt(auditLog.id, opts.before));
  if (opts.actor) where.push(eq(auditLog.actor, opts.actor));
  if (opts.action) where.push(eq(auditLog.action, opts.action));
  if (opts.recordType) where.push(eq(auditLog.recordType, opts.recordType));
  if (opts.recordId) where.push(eq(auditLog.recordId, opts.recordId));
  if (opts.from) where.push(gte(auditLog.at, chinaMidnight(opts.from)));
  if (opts.to) where.push(lt(auditLog.at, new Date(chinaMidnight(opts.to).getTime() + DAY_MS)));
  return db.select().from(auditLog).where(and(...where)).orderBy(desc(auditLog.id)).limit(opts.limit);
}
