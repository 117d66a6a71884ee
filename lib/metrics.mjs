// The process's Prometheus metrics (docs/operations.md "Metrics"): one prom-client registry, shared by the
// production server (server/server.mjs: requests by route, the page cache, the /metrics answer) and the
// app's bundles (the search's answer cache, SMS and mail sends, the sources read at each scrape). Kept on
// globalThis: Next loads a module once per server chunk, and every chunk must count into the same registry.
import client from 'prom-client';

/** Route labels are app route patterns (server/route-label.mjs), so these buckets are per route, not per URL. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

const SOURCES = ['dbPools', 'replicas', 'jobs', 'smsBudget', 'mailRate', 'chatSockets'];

function create() {
  const registry = new client.Registry();
  // Process memory, CPU, handles and event-loop delay (nodejs_eventloop_lag_*), prefixed like ours.
  client.collectDefaultMetrics({ register: registry, prefix: 'jf_' });
  const registers = [registry];
  /** @type {Record<string, (() => unknown) | undefined>} */
  const sources = {};
  // prom-client collects every family of a scrape at once: two families of one source (the queue's depth
  // and age) share one read, kept for the scrape's moment.
  const recent = new Map();
  const read = (name) => {
    const source = sources[name];
    if (!source) return Promise.resolve(undefined);
    const kept = recent.get(name);
    if (kept && Date.now() - kept.at < 1000) return kept.value;
    // A source that fails (the database away) leaves its gauges empty for this scrape, not the scrape failed.
    const value = Promise.resolve()
      .then(source)
      .catch(() => undefined);
    recent.set(name, { at: Date.now(), value });
    return value;
  };
  const gauge = (name, help, labelNames, collect) => new client.Gauge({ name, help, labelNames, registers, collect });
  const made = {
    registry,
    sources,
    httpRequests: new client.Counter({ name: 'jf_http_requests_total', help: 'Requests answered, by app route, method and status', labelNames: ['route', 'method', 'status'], registers }),
    httpDuration: new client.Histogram({ name: 'jf_http_request_duration_seconds', help: 'Time to the end of the answer, by app route', labelNames: ['route', 'method'], buckets: LATENCY_BUCKETS, registers }),
    pageCache: new client.Counter({ name: 'jf_page_cache_requests_total', help: 'Page requests the page cache looked up, by result (hit, stale, miss)', labelNames: ['result'], registers }),
    searchCache: new client.Counter({ name: 'jf_search_answer_cache_total', help: "The search answer cache's look-ups, by result (hit, miss)", labelNames: ['source', 'result'], registers }),
    searchNeverAsked: new client.Histogram({ name: 'jf_search_never_asked_seconds', help: 'Time to compute the answers the cache did not have', labelNames: ['source'], buckets: LATENCY_BUCKETS, registers }),
    replicaReads: new client.Counter({ name: 'jf_db_replica_reads_total', help: 'Replica-safe reads, by where they went (a replica or the primary) and why', labelNames: ['target', 'reason'], registers }),
    smsSent: new client.Counter({ name: 'jf_sms_sent_total', help: 'SMS handed to the provider by this process, by kind (code, push)', labelNames: ['kind'], registers }),
    mailSent: new client.Counter({ name: 'jf_mail_sent_total', help: 'Mails handed to the transport by this process', registers }),
  };
  gauge('jf_db_pool_connections', 'Connections of a pool, by state (total, idle, waiting: requests waiting for one)', ['pool', 'state'], async function collect() {
    this.reset();
    for (const p of (await read('dbPools')) ?? []) {
      this.set({ pool: p.pool, state: 'total' }, p.total);
      this.set({ pool: p.pool, state: 'idle' }, p.idle);
      this.set({ pool: p.pool, state: 'waiting' }, p.waiting);
    }
  });
  gauge('jf_db_replica_lag_seconds', "A replica's replay lag as last measured (-1: not answering)", ['replica'], async function collect() {
    this.reset();
    for (const r of (await read('replicas')) ?? []) this.set({ replica: r.replica }, r.lagSec);
  });
  gauge('jf_jobs_waiting', 'Jobs waiting in the queue (created or to retry), by job name', ['job'], async function collect() {
    this.reset();
    for (const j of (await read('jobs')) ?? []) this.set({ job: j.job }, j.depth);
  });
  gauge('jf_jobs_oldest_waiting_seconds', 'How long the oldest due job has waited past its start, by job name', ['job'], async function collect() {
    this.reset();
    for (const j of (await read('jobs')) ?? []) this.set({ job: j.job }, j.ageSec);
  });
  gauge('jf_sms_budget_used', "SMS sent in the portal's budget window (every process), by window length in seconds", ['window'], async function collect() {
    this.reset();
    for (const w of (await read('smsBudget')) ?? []) this.set({ window: String(w.windowSec) }, w.sent);
  });
  gauge('jf_sms_budget_limit', "The portal's SMS budget per window (SMS_GLOBAL_PER_MINUTE, SMS_GLOBAL_PER_DAY)", ['window'], async function collect() {
    this.reset();
    for (const w of (await read('smsBudget')) ?? []) this.set({ window: String(w.windowSec) }, w.budget);
  });
  gauge('jf_mail_rate_limit_per_second', 'Mails the portal may send per second, every process together (MAIL_RATE_PER_SEC)', [], async function collect() {
    const rate = await read('mailRate');
    if (rate !== undefined) this.set(rate);
  });
  gauge('jf_chat_open_sockets', "This process's open chat sockets", [], async function collect() {
    this.set((await read('chatSockets')) ?? 0);
  });
  return made;
}

const holder = globalThis;

/** The process's registry and instruments, made on first use. */
export function metrics() {
  holder.__jfMetrics ??= create();
  return holder.__jfMetrics;
}

/** Names what a scrape reads for a family of gauges (the app sets these as it starts). */
export function setMetricSource(name, source) {
  if (!SOURCES.includes(name)) throw new Error(`unknown metric source ${name}`);
  metrics().sources[name] = source;
}

/** The text a scrape gets, and its content type. */
export async function scrape() {
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
