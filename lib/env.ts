import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/validation/email';

// Every setting the server reads, validated once. docs/configuration.md's table mirrors this schema.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL 必须是 postgres:// 地址')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  // Files uploaded in the console's imports wait here until their job has read them (docs/imports.md):
  // a folder every app process reaches.
  IMPORT_DIR: z.string().min(1).default('.data/imports'),
  // The bulk open data files (docs/open-data.md): the daily job writes them here and /ocds/bulk/<file> serves
  // them; several app processes need one shared folder.
  OPENDATA_DIR: z.string().min(1).default('.data/opendata'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET 至少 32 个字符').optional(),
  // Unset: Secure cookies in production only. "false" lets a production build log in over plain http
  // on a host browsers do not treat as secure (a LAN address); localhost works either way.
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  SESSION_TTL_MIN: z.coerce.number().int().min(1).max(24 * 60).default(30),
  REFRESH_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  SITE_DOMAIN: z.string().min(1).default('localhost'),
  // Proxies in front of the production server (server/server.mjs, lib/client-address.mjs): their
  // X-Forwarded-* headers are believed, nobody else's. 0: the app is reached directly.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  DEFAULT_CITY_CODE: z.string().regex(/^\d{6}$/).default('500100'),
  HOTLINE: z.string().min(1).default('400-138-0008'),
  SUPPORT_EMAIL: z.string().regex(EMAIL_PATTERN, 'SUPPORT_EMAIL 不是正确的邮箱地址').default('support@jfportal.cn'),
  REPORT_EMAIL: z.string().regex(EMAIL_PATTERN, 'REPORT_EMAIL 不是正确的邮箱地址').default('jubao@jfportal.cn'),
  ICP_NUMBER: z.string().default('渝ICP备2026000001号-1'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // Analytics (001 §7): the project parameter every event carries, and where pages send them (the
  // product's own /api/track unless another tracking server is named).
  ANALYTICS_PROJECT: z.enum(['production', 'default']).default('default'),
  ANALYTICS_ENDPOINT: z
    .string()
    .url('ANALYTICS_ENDPOINT 必须是 http(s):// 地址')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // SMS verification codes (lib/server/sms): 'dev' keeps messages in the database (sms_outbox) instead
  // of sending them; 'http' posts them to a gateway; 'aliyun' and 'tencent' send through those clouds'
  // SMS APIs with a template per message kind (lib/server/sms/gateways.ts).
  SMS_PROVIDER: z.enum(['dev', 'http', 'aliyun', 'tencent']).default('dev'),
  SMS_HTTP_URL: z
    .string()
    .url('SMS_HTTP_URL 必须是 http(s):// 地址')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SIGN: z.string().min(1).default('【云采汇】'),
  // The approved templates of the template clouds (aliyun: SMS_xxx codes, tencent: numeric ids): the
  // code template takes the code, the push template the opportunity's title and short link.
  SMS_TEMPLATE_CODE: z.string().optional(),
  SMS_TEMPLATE_PUSH: z.string().optional(),
  SMS_ALIYUN_ACCESS_KEY_ID: z.string().optional(),
  SMS_ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
  SMS_ALIYUN_REGION: z.string().min(1).default('cn-hangzhou'),
  // Overridable so a test (or a proxy) can be targeted; the default is the public endpoint.
  SMS_ALIYUN_ENDPOINT: z.string().url('SMS_ALIYUN_ENDPOINT 必须是 http(s):// 地址').default('https://dysmsapi.aliyuncs.com/'),
  SMS_TENCENT_SECRET_ID: z.string().optional(),
  SMS_TENCENT_SECRET_KEY: z.string().optional(),
  // The SMS application's SdkAppId (短信应用 ID, 1400...).
  SMS_TENCENT_APP_ID: z.string().optional(),
  SMS_TENCENT_REGION: z.string().min(1).default('ap-guangzhou'),
  SMS_TENCENT_ENDPOINT: z.string().url('SMS_TENCENT_ENDPOINT 必须是 http(s):// 地址').default('https://sms.tencentcloudapi.com/'),
  SMS_CODE_PEPPER: z.string().min(32, 'SMS_CODE_PEPPER 至少 32 个字符').optional(),
  // The portal's SMS budget, on top of the per-phone and per-client limits (lib/server/sms/limits.ts).
  SMS_GLOBAL_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  SMS_GLOBAL_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(5000),
  // Build-time (inlined into client code by Next): the parent domain of the API hosts of 002 §9;
  // unset, every call goes to the page's own origin (lib/api/hosts.ts). Validated here like the rest.
  NEXT_PUBLIC_HOSTS_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'NEXT_PUBLIC_HOSTS_DOMAIN 必须是域名')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // PostgreSQL server (DATABASE_URL) connections of one app process, every pool together: a slow or
  // absent database costs each request a bounded wait, never a hang or an exhausted machine. At least
  // the fixed shares and a main pool of 2 (lib/server/db/client.ts SETTLED_POOL_SHARES, DB_POOL_MIN).
  // The production server's listening address (server/server.mjs reads it too); the demo's SMS inbox
  // refuses one beyond loopback (lib/server/sms/dev-inbox.ts).
  HOSTNAME: z.string().default('0.0.0.0'),
  DB_POOL_MAX: z.coerce.number().int().min(13).max(200).default(20),
  // Read replicas of DATABASE_URL for the replica-safe reads (docs/decisions/0022): comma-separated
  // postgres:// URLs, balanced; a replica further behind than DB_REPLICA_MAX_LAG_MS (measured every
  // DB_REPLICA_CHECK_MS), or not answering, is left out until it is back. A user who has just written
  // reads from the primary for READ_YOUR_WRITES_SEC (a cookie set by server/server.mjs, which reads it too).
  DATABASE_REPLICA_URLS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URLS 必须是逗号分隔的 postgres:// 地址'))),
  DB_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DB_REPLICA_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  READ_YOUR_WRITES_SEC: z.coerce.number().int().min(0).max(3600).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  // The file download proxy of the tendering page (downloadNetFile, lib/server/tendering/download.ts):
  // hosts it may fetch from (comma-separated, `*.example.com` for sub-domains), the largest file and the
  // longest wait. Files of the own storage (/files/<key>) are read directly and need no entry.
  DOWNLOAD_PROXY_HOSTS: z.string().default('www.ccgp.gov.cn,*.ccgp.gov.cn,*.ggzy.gov.cn,*.ggzyjy.gov.cn'),
  DOWNLOAD_PROXY_MAX_MB: z.coerce.number().int().min(1).max(200).default(20),
  DOWNLOAD_PROXY_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  // E-mail (lib/server/mail, docs/configuration.md "E-mail"): one SMTP URL for any provider
  // (smtp:// or smtps://, user and password in it); unset, mails go to the development capture on
  // loopback (MAIL_CAPTURE_PORT), read at /dev/mail-inbox, where the SMS inbox is allowed.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL 必须是 smtp:// 或 smtps:// 地址')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('云采汇 <noreply@jfportal.cn>'),
  MAIL_CAPTURE_PORT: z.coerce.number().int().min(1).max(65_535).default(2525),
  // The origin of links in mails (confirmation, records, unsubscribe); unset: https://SITE_DOMAIN
  // (http://localhost:PORT for a local domain).
  MAIL_LINK_ORIGIN: z
    .string()
    .url('MAIL_LINK_ORIGIN 必须是 http(s):// 地址')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Instant opportunity mails one user gets a day (China time); later ones wait for the daily digest.
  MAIL_INSTANT_DAILY_CAP: z.coerce.number().int().min(0).max(1000).default(10),
  // Mails the portal sends per second, every app process together.
  MAIL_RATE_PER_SEC: z.coerce.number().int().min(1).max(1000).default(5),
  // The bearer token of the provider's bounce and complaint reports (POST /api/mailBounce); unset, the
  // call answers 404.
  MAIL_BOUNCE_TOKEN: z.string().min(16, 'MAIL_BOUNCE_TOKEN 至少 16 个字符').optional().or(z.literal('').transform(() => undefined)),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  SMS_DEV_INBOX: z
    .enum(['true', 'false', ''])
    .default('')
    .transform((v) => v === 'true'),
  // `true` lets other machines read that inbox (it answers loopback clients only, and a production
  // server with it refuses a non-loopback HOSTNAME): a closed network or a test harness, never a real site.
  SMS_DEV_INBOX_PUBLIC: z
    .enum(['true', 'false', ''])
    .default('')
    .transform((v) => v === 'true'),
  // `true` keeps the operator's test route /dev/account-status in a production build (the end-to-end
  // server sets it); never the demo of `npm start`, whose visitors could otherwise freeze accounts.
  DEV_OPERATOR_ROUTES: z
    .enum(['true', 'false', ''])
    .default('')
    .transform((v) => v === 'true'),
  // `true` checks every API answer against its call's contract in a production build too (the
  // end-to-end server sets it); development and tests always check, a live site need not pay for it.
  CHECK_CONTRACTS: z
    .enum(['true', 'false', ''])
    .default('')
    .transform((v) => v === 'true'),
  // The bearer token of GET /metrics (server/server.mjs reads it too; docs/operations.md "Metrics"):
  // unset, the address does not exist.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN 至少 16 个字符').optional().or(z.literal('').transform(() => undefined)),
  // Where traces go (OTLP over HTTP, e.g. http://collector:4318); unset, nothing is traced and tracing costs
  // nothing (lib/server/tracing.ts, docs/operations.md "Traces").
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .url('OTEL_EXPORTER_OTLP_ENDPOINT 必须是 http(s):// 地址')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OTEL_SERVICE_NAME: z.string().min(1).default('jf-portal'),
});

export type Env = Omit<z.infer<typeof schema>, 'COOKIE_SECURE'> & {
  SESSION_SECRET: string;
  COOKIE_SECURE: boolean;
  SMS_CODE_PEPPER: string;
};

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
  // The dev provider keeps every code readable in the database: a production server sends for real,
  // unless an end-to-end run asks for the development inbox outright.
  if (env.SMS_PROVIDER === 'dev' && env.NODE_ENV === 'production' && !env.SMS_DEV_INBOX && process.env.NEXT_PHASE !== 'phase-production-build') {
    throw new Error('环境变量不合法: 生产环境不能使用 SMS_PROVIDER=dev（验证码会明文留在数据库中），请设置 SMS_PROVIDER=http、aliyun 或 tencent；仅端到端测试可同时设置 SMS_DEV_INBOX=true');
  }
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
    throw new Error('环境变量不合法: SMS_PROVIDER=http 时必须设置 SMS_HTTP_URL');
  }
  if (env.DATABASE_REPLICA_URLS.length && !env.DATABASE_URL) {
    throw new Error('环境变量不合法: 设置 DATABASE_REPLICA_URLS 时必须设置 DATABASE_URL（只读副本跟随的主库）');
  }
  const missing = missingGatewaySettings(env);
  if (missing.length) throw new Error(`环境变量不合法: SMS_PROVIDER=${env.SMS_PROVIDER} 时必须设置 ${missing.join('、')}`);
  // Outside production a per-process secret is enough: sessions (and SMS codes, whose hashes fall back
  // to this key) simply end with the process.
  const sessionSecret = env.SESSION_SECRET ?? randomBytes(32).toString('hex');
  return {
    ...env,
    SESSION_SECRET: sessionSecret,
    SMS_CODE_PEPPER: env.SMS_CODE_PEPPER ?? sessionSecret,
    COOKIE_SECURE: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production',
  };
}

type GatewaySetting = 'SMS_ALIYUN_ACCESS_KEY_ID' | 'SMS_ALIYUN_ACCESS_KEY_SECRET' | 'SMS_TENCENT_SECRET_ID' | 'SMS_TENCENT_SECRET_KEY' | 'SMS_TENCENT_APP_ID' | 'SMS_TEMPLATE_CODE';

/** What a template cloud needs before it can send a code (a push template is optional: no pushes without it). */
export function missingGatewaySettings(env: Pick<z.infer<typeof schema>, GatewaySetting | 'SMS_PROVIDER'>): string[] {
  const needed =
    env.SMS_PROVIDER === 'aliyun'
      ? (['SMS_ALIYUN_ACCESS_KEY_ID', 'SMS_ALIYUN_ACCESS_KEY_SECRET', 'SMS_TEMPLATE_CODE'] as const)
      : env.SMS_PROVIDER === 'tencent'
        ? (['SMS_TENCENT_SECRET_ID', 'SMS_TENCENT_SECRET_KEY', 'SMS_TENCENT_APP_ID', 'SMS_TEMPLATE_CODE'] as const)
        : [];
  return needed.filter((name) => !env[name]);
}

export const env: Env = load();
