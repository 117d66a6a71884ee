// A steady load of workers that records every answer on a timeline: what the restart and slow-database
// phases of the reliability run read afterwards (when the errors were, how long answers took, which
// submissions were acknowledged). autocannon measures throughput; this records what happened when.
import { newPhone } from './kit';

export type Kind = 'page' | 'search' | 'submit';

export interface TimedAnswer {
  /** ms since the loop started, when the request was sent. */
  t: number;
  kind: Kind;
  /** HTTP status, 0 for no answer (timeout or refused connection). */
  status: number;
  /** Envelope code of an API answer. */
  code?: number;
  ms: number;
  /** A submission the app acknowledged (code 0): the phone its code went to. */
  acked?: string;
}

const WORDS = ['智慧', '医疗', '政务', '教育', '平台', '系统', '数据', '交通', '城市', '管理', '服务', '安全', '云', '软件', '信息化', '监管'];

export interface LoadLoop {
  started: number;
  answers: TimedAnswer[];
  stop(): Promise<void>;
}

/**
 * `workers` loops asking `base` one thing after another until stopped: pages and searches of common
 * words (or, with `unique`, words never asked before), and with `submit` a code sent to a new phone.
 */
export function startLoad(base: string, opts: { workers: number; submit?: boolean; unique?: boolean; timeoutMs?: number }): LoadLoop {
  const started = performance.now();
  const answers: TimedAnswer[] = [];
  let running = true;
  let n = 0;
  const kinds: Kind[] = opts.submit ? ['page', 'search', 'submit'] : ['page', 'search'];
  const word = () => (opts.unique ? `${WORDS[n % WORDS.length]}${n}` : WORDS[n % WORDS.length]!);
  async function one(kind: Kind): Promise<void> {
    const t = performance.now() - started;
    // A client address of its own per request (10.x.y.z): a second send from one client would rightly
    // ask for a captcha, which is the SMS rules at work, not a failure of the portal.
    const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const phone = newPhone();
    const headers: Record<string, string> = { 'x-forwarded-for': client, origin: base };
    let res: Response | undefined;
    try {
      const signal = AbortSignal.timeout(opts.timeoutMs ?? 10_000);
      if (kind === 'page') res = await fetch(`${base}/search.html?searchName=${encodeURIComponent(word())}`, { headers, signal });
      else {
        const body = kind === 'search' ? { type: 3, searchContent: word() } : { telephone: phone, purpose: 'login' };
        res = await fetch(`${base}/api/${kind === 'search' ? 'searchByType' : 'getPhoneVerifyCode'}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal,
        });
      }
      const text = await res.text();
      const answer: TimedAnswer = { t, kind, status: res.status, ms: performance.now() - started - t };
      if (kind !== 'page') answer.code = (JSON.parse(text) as { code: number }).code;
      if (kind === 'submit' && answer.code === 0) answer.acked = phone;
      answers.push(answer);
    } catch {
      answers.push({ t, kind, status: res?.status ?? 0, ms: performance.now() - started - t });
    }
  }
  const loops = Array.from({ length: opts.workers }, async (_, w) => {
    for (let i = w; running; i += opts.workers) {
      n++;
      await one(kinds[i % kinds.length]!);
    }
  });
  return {
    started,
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** An answer that is not a success: no answer, an error status, or an API code other than 0. */
export const failed = (a: TimedAnswer) => a.status < 200 || a.status >= 300 || (a.code !== undefined && a.code !== 0);
