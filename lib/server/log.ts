import 'server-only';
import { env } from '@/lib/env';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

// One JSON line per event on stderr: enough for a log collector, no dependency.
function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (levels[level] < levels[env.LOG_LEVEL]) return;
  const line = { t: new Date().toISOString(), level, msg, ...fields };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
