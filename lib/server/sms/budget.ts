import 'server-only';
import { sql } from 'drizzle-orm';
import type { SmsBudgetWindow } from '@/lib/dashboard/figures';
import { getDb, queryRows } from '@/lib/server/db/client';
import { countEvent } from '@/lib/server/health';
import { log } from '@/lib/server/log';
import { check } from '@/lib/server/rate-limit';
import { BUDGET_NEAR_SHARE, globalLimits, nearBudgetLimits, smsKeys } from './limits';

// The portal's SMS budget stays the bill's ceiling; near it, every send needs a captcha (a script must
// solve one per code to take the rest) and operators hear of it (docs/limits.md).

/** A budget window BUDGET_NEAR_SHARE used or more: its length and its whole count. */
export interface NearBudget {
  windowSec: number;
  budget: number;
}

/** The first budget window that is near, or null when there is room. */
export async function budgetNear(): Promise<NearBudget | null> {
  const decision = await check(smsKeys.global, nearBudgetLimits());
  if (decision.ok) return null;
  const { windowSec } = decision.limit;
  return { windowSec, budget: globalLimits().find((l) => l.windowSec === windowSec)!.max };
}

/** One log line a minute per process at most: a flood of sends must not become a flood of lines. */
const LOG_EVERY_MS = 60_000;
const holder = globalThis as unknown as { __jfSmsBudgetLoggedAt?: number };

/** A send asked for near the budget: counted (sms_budget_near_total at /api/health), and logged. */
export function alertBudgetNear(near: NearBudget): void {
  countEvent('sms_budget_near_total');
  const now = Date.now();
  if (now - (holder.__jfSmsBudgetLoggedAt ?? 0) < LOG_EVERY_MS) return;
  holder.__jfSmsBudgetLoggedAt = now;
  log.warn('sms.budget_near', { ...near, share: BUDGET_NEAR_SHARE, note: 'every send needs a captcha until it passes; raise SMS_GLOBAL_PER_MINUTE / SMS_GLOBAL_PER_DAY if this is real demand' });
}

/** The codes sent in each budget window, as the limiter counts them (rate_event, by its key and time index). */
export async function budgetUse(): Promise<SmsBudgetWindow[]> {
  const db = await getDb();
  const near = nearBudgetLimits();
  return Promise.all(
    globalLimits().map(async (limit, i) => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from rate_event where key = ${smsKeys.global} and at > now() - make_interval(secs => ${limit.windowSec})`,
      );
      return { windowSec: limit.windowSec, sent: Number(row?.n ?? 0), budget: limit.max, nearAt: near[i]!.max };
    }),
  );
}
