import 'server-only';

// Counters of events operators alert on, per process since it started, shown by GET /api/health
// (docs/operations.md "Health checks, logs and shutdown"). Kept on globalThis: Next may load this module once per
// route bundle, and a counter must count every route's events.

/** The counters there are; each is named for what it counts, Prometheus-style. */
export type CounterName = 'sms_budget_near_total';

const holder = globalThis as unknown as { __jfCounters?: Record<CounterName, number> };

function all(): Record<CounterName, number> {
  holder.__jfCounters ??= { sms_budget_near_total: 0 };
  return holder.__jfCounters;
}

export function countEvent(name: CounterName): void {
  all()[name] += 1;
}

/** A copy of the counters now. */
export function counters(): Record<CounterName, number> {
  return { ...all() };
}
