import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

// Every setting the server reads, validated once. README's configuration table mirrors this schema.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL 必须是 postgres:// 地址')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET 至少 32 个字符').optional(),
  SITE_DOMAIN: z.string().min(1).default('localhost'),
  DEFAULT_CITY_CODE: z.string().regex(/^\d{6}$/).default('500100'),
  HOTLINE: z.string().min(1).default('400-138-0008'),
  SUPPORT_EMAIL: z.string().email().default('support@jfportal.cn'),
  REPORT_EMAIL: z.string().email().default('jubao@jfportal.cn'),
  ICP_NUMBER: z.string().default('渝ICP备2026000001号-1'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string };

function load(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`环境变量不合法:\n${lines}`);
  }
  const env = parsed.data;
  if (!env.SESSION_SECRET && env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('环境变量不合法: 生产环境必须设置 SESSION_SECRET（npm start 会在 .env.local 中生成一个）');
  }
  // Outside production a per-process secret is enough: sessions simply end with the process.
  return { ...env, SESSION_SECRET: env.SESSION_SECRET ?? randomBytes(32).toString('hex') };
}

export const env: Env = load();
