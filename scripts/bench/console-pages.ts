// The operator console in the bench (docs/benchmarks.md "Load"): the dashboard, the console's home and
// the review queues, asked as an operator's browser asks them, with the session cookie of the bench's
// operator (operator-session.ts). A console is a small team's tool: measured at concurrency 1 only.
import { activationQueueHref } from '@/lib/activation/review';
import { BIND_STATUS } from '@/lib/activation/types';
import type { Target } from './results';

export interface ConsolePage {
  id: string;
  note: string;
  path: string;
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { id: 'K1', note: 'console home (waiting counts, the last 50 audit entries)', path: '/admin' },
  { id: 'K2', note: 'dashboard (today, this week, 14-day trend, searches without results)', path: '/admin/dashboard' },
  { id: 'K3', note: 'scheme review queue (waiting)', path: '/admin/schemes' },
  { id: 'K4', note: 'activation review queue (waiting)', path: activationQueueHref({}) },
  { id: 'K5', note: 'activation review queue, decided, filtered by a keyword', path: activationQueueHref({ status: BIND_STATUS.approved, q: '中心' }) },
  { id: 'K6', note: 'audit trail, first page', path: '/admin/audit' },
];

/** The same page request with the operator's session cookie: the console answers anyone else with 404. */
export function asOperator(target: Target, cookie: string): Target {
  return { ...target, headers: { ...target.headers, cookie } };
}
