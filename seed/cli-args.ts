// Command-line options of scripts/seed.ts, parsed apart from the script so they can be tested.
import { parseArgs } from 'node:util';
import type { SeedCounts } from './counts';

export const SEED_USAGE = `用法: tsx --conditions=react-server scripts/seed.ts [选项]
  --scale N        默认数量的倍数（1 = 5000 条中标、1000 家供应商、500 个案例；可为小数，如 0.1）
  --bids N         中标记录条数（覆盖 --scale）
  --suppliers N    供应商家数（覆盖 --scale）
  --cases N        案例个数（覆盖 --scale）
  --seed N         随机种子（相同种子与数量生成相同数据）
  --reset          先清空演示数据表再生成
  --if-empty       已有城市数据时什么也不做（启动脚本使用）
  --resume         逐批提交，中断后再次运行从中断处继续（千万级数据集用；不与 --reset 同用）
数据库：设置 DATABASE_URL 时写入 PostgreSQL，否则写入 PGLITE_DATA_DIR 下的 PGlite。`;

export interface SeedCliArgs {
  scale: number;
  seed?: number;
  counts: Partial<SeedCounts>;
  reset: boolean;
  ifEmpty: boolean;
  resume: boolean;
  help: boolean;
}

function numberOption(name: string, value: string | undefined, integer: boolean): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || (integer && !Number.isInteger(n))) {
    throw new Error(`--${name} 需要${integer ? '非负整数' : '非负数'}，收到 "${value}"`);
  }
  return n;
}

/** Throws an Error with a message for the user on unknown options or bad values. */
export function parseSeedArgs(argv: string[]): SeedCliArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      scale: { type: 'string' },
      bids: { type: 'string' },
      suppliers: { type: 'string' },
      cases: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      'if-empty': { type: 'boolean', default: false },
      resume: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.reset && values['if-empty']) throw new Error('--reset 与 --if-empty 不能同时使用');
  if (values.resume && (values.reset || values['if-empty'])) throw new Error('--resume 不能与 --reset 或 --if-empty 同时使用');
  const counts: Partial<SeedCounts> = {};
  for (const key of ['bids', 'suppliers', 'cases'] as const) {
    const n = numberOption(key, values[key], true);
    if (n !== undefined) counts[key] = n;
  }
  return {
    scale: numberOption('scale', values.scale, false) ?? 1,
    seed: numberOption('seed', values.seed, true),
    counts,
    reset: values.reset,
    ifEmpty: values['if-empty'],
    resume: values.resume,
    help: values.help,
  };
}
