// The console's dashboard (docs/features.md, Operator console "Dashboard"): what it counts and over
// which days. Days are China's calendar days (Asia/Shanghai), as every daily count of the portal.
import { chinaDay, startOfChinaDay } from '@/lib/format/date';

export const METRICS = ['registrations', 'logins', 'searches', 'gaps', 'publishes', 'subscriptions', 'pushes'] as const;
export type Metric = (typeof METRICS)[number];

export const METRIC_LABELS: Record<Metric, string> = {
  registrations: '注册',
  logins: '登录',
  searches: '搜索',
  gaps: '无结果搜索',
  publishes: '需求发布',
  subscriptions: '商机订阅',
  pushes: '商机推送',
};

/** The daily lines' length: two weeks, so this week is seen beside the last. */
export const TREND_DAYS = 14;
/** The content gaps listed: the most searched terms without a result in the last 7 days. */
export const GAP_LIST_SIZE = 10;
export const GAP_WINDOW_DAYS = 7;

/** A window of the portal's SMS budget (docs/limits.md): codes sent in it, its whole count, where "near" starts. */
export interface SmsBudgetWindow {
  windowSec: number;
  sent: number;
  budget: number;
  nearAt: number;
}

export interface MetricFigures {
  /** Per day of `days`, oldest first. */
  daily: number[];
  today: number;
  week: number;
}

export interface GapTerm {
  term: string;
  searches: number;
}

export interface JobQueue {
  name: string;
  /** Jobs waiting (created or to retry), including those scheduled for later. */
  waiting: number;
  /** Waiting jobs already due. */
  due: number;
  /** The oldest due job's start: how far the queue lags. */
  oldestDueAt: Date | null;
}

export interface DashboardFigures {
  days: string[];
  metrics: Record<Metric, MetricFigures>;
  gaps: GapTerm[];
  sms: SmsBudgetWindow[];
  schemes: { waiting: number; oldestAt: Date | null };
  /** null where the job queue has not been installed on this database (it starts with the server). */
  jobs: JobQueue[] | null;
}

const DAY_MS = 86_400_000;

export interface DashboardDays {
  /** The TREND_DAYS days, oldest first; the last is today. */
  days: string[];
  /** The moment the first of them began: the counts read from it on. */
  since: Date;
  /** Monday of this week (China's weeks start on Monday). */
  weekStart: string;
  /** The first day of the content gaps' window. */
  gapsSince: string;
}

export function dashboardDays(now: Date): DashboardDays {
  const today = startOfChinaDay(now);
  const days = Array.from({ length: TREND_DAYS }, (_, i) => chinaDay(new Date(today.getTime() - (TREND_DAYS - 1 - i) * DAY_MS + DAY_MS / 2)));
  const weekday = (new Date(`${days.at(-1)!}T00:00:00Z`).getUTCDay() + 6) % 7;
  return {
    days,
    since: new Date(today.getTime() - (TREND_DAYS - 1) * DAY_MS),
    weekStart: days[TREND_DAYS - 1 - weekday]!,
    gapsSince: days[TREND_DAYS - GAP_WINDOW_DAYS]!,
  };
}

/** A count per day, in the order of `days`, from rows of (day, count); a day without a row counts 0. */
export function alignDays(days: readonly string[], rows: readonly { day: string; n: number }[]): number[] {
  const byDay = new Map<string, number>();
  for (const r of rows) byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.n);
  return days.map((d) => byDay.get(d) ?? 0);
}

/** Today's count (the last day) and this week's (from Monday). */
export function todayAndWeek(days: readonly string[], counts: readonly number[], weekStart: string): { today: number; week: number } {
  return { today: counts.at(-1) ?? 0, week: counts.reduce((sum, n, i) => (days[i]! >= weekStart ? sum + n : sum), 0) };
}

