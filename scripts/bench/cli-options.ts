// Options of `npm run bench`, parsed apart from the run so they can be tested without a server.
import { parseArgs } from 'node:util';

/** The parts of a run, in the order they happen; --only picks some (datasets are always checked). */
export const STAGES = ['load', 'scales', 'pglite', 'explain', 'lighthouse'] as const;
export type Stage = (typeof STAGES)[number];

export interface BenchOptions {
  /** Seconds each measured run lasts (per query at concurrency 1, per scenario at 32). */
  durationSec: number;
  quick: boolean;
  baseline: boolean;
  skipBuild: boolean;
  stages: Stage[];
  databaseUrl: string;
  /** Servers listen on portBase+1 … portBase+5 (3200-3299 is the range this project's bench may use). */
  portBase: number;
  /** Lighthouse runs per page; the median score counts. */
  lighthouseRuns: number;
  /** Seed of the distinct-query stream (reported, so a run can be repeated). */
  seed: number;
  /**
   * The scale rehearsal instead of the ordinary run: the search streams, record pages and market views
   * on 100k, 1M and 10M bids, reported in bench/results/scale-10m.md (docs/benchmarks.md "Ten million bids").
   */
  scale?: '10m';
  /** The pages Lighthouse loads (their routes, e.g. /search.html); all of the bench's when absent. */
  lighthousePages?: string[];
  help: boolean;
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/jf_bench';

export const BENCH_USAGE = `用法: npm run bench -- [选项]
  --quick          每次测量 2 秒（默认 10 秒），Lighthouse 每页 1 次（默认 3 次取中位数）：试跑用
  --baseline       另将报告复制为 bench/results/baseline.md（提交到仓库的基线）
  --skip-build     不重新构建，直接使用现有的 .next-bench（也可设 BENCH_SKIP_BUILD=1）
  --only=a,b       只跑这些阶段：${STAGES.join(', ')}（数据集总会检查）
  --seed=N         不重复查询流的随机种子（默认取当前时间）
  --pages=a,b      Lighthouse 只测这些页面（路由，如 /search.html,/demandHall.html；首页为 /index.html）
  --scale 10m      规模演练：生成（可续）1000 万条中标、100 万家供应商、50 万个案例，在 10 万、100 万、
                   1000 万三个数据集上测搜索流、详情页与市场分析，报告写入 bench/results/scale-10m.md
环境变量: BENCH_DATABASE_URL（默认 ${DEFAULT_DATABASE_URL}），BENCH_DURATION（秒），
  BENCH_PORT_BASE（默认 3200，使用其后 5 个端口），BENCH_SKIP_BUILD=1`;

function positiveNumber(name: string, raw: string | undefined, integer: boolean): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) throw new Error(`${name} 需要正${integer ? '整' : ''}数，收到 "${raw}"`);
  return n;
}

/** Throws with a message for the user on unknown options or bad values. */
export function parseBenchOptions(argv: string[], env: Record<string, string | undefined>, now = Date.now()): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      quick: { type: 'boolean', default: false },
      baseline: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      seed: { type: 'string' },
      scale: { type: 'string' },
      pages: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const stages = values.only
    ? values.only.split(',').map((s) => s.trim()).filter(Boolean)
    : [...STAGES];
  for (const s of stages) if (!(STAGES as readonly string[]).includes(s)) throw new Error(`未知阶段 "${s}"，可选：${STAGES.join(', ')}`);
  if (values.scale !== undefined && values.scale !== '10m') throw new Error(`--scale 只接受 10m，收到 "${values.scale}"`);
  const portBase = positiveNumber('BENCH_PORT_BASE', env.BENCH_PORT_BASE, true) ?? 3200;
  // 3000 and 3100 belong to `npm start` and the end-to-end server; the bench keeps to its own range.
  if (portBase < 3200 || portBase + 5 > 3299) throw new Error(`BENCH_PORT_BASE 需在 3200-3294 之间，收到 ${portBase}`);
  return {
    durationSec: positiveNumber('BENCH_DURATION', env.BENCH_DURATION, false) ?? (values.quick ? 2 : 10),
    quick: values.quick,
    baseline: values.baseline,
    skipBuild: values['skip-build'] || env.BENCH_SKIP_BUILD === '1',
    stages: STAGES.filter((s) => stages.includes(s)),
    databaseUrl: env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL,
    portBase,
    lighthouseRuns: values.quick ? 1 : 3,
    seed: positiveNumber('--seed', values.seed, true) ?? (now % 2_147_483_647),
    ...(values.scale ? { scale: values.scale } : {}),
    ...(values.pages ? { lighthousePages: values.pages.split(',').map((p) => p.trim()).filter(Boolean) } : {}),
    help: values.help,
  };
}

/** A sibling database on the same server: jf_bench → jf_bench_100k. */
export function siblingDatabaseUrl(url: string, suffix: string): string {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.replace(/^\//, '')) || 'jf_bench';
  u.pathname = `/${name}_${suffix}`;
  return u.toString();
}
