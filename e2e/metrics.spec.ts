import { expect, test } from '@playwright/test';
import { clientAddress, loginFreshPhone } from './support/api-login';

// docs/operations.md "Metrics": the production server's /metrics, scraped after a few requests of each
// kind. The token is the one scripts/serve-e2e.mjs gives the server.
const TOKEN = 'e2e-only-metrics-token-0123456789';

/** The samples of a Prometheus text: `name{labels}` -> value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^([a-z_:][\w:]*(?:\{[^}]*\})?) (\S+)$/i.exec(line);
    if (m) found.set(m[1]!, Number(m[2]));
  }
  return found;
}

test('/metrics exists only for its token, and shows every family with sane values after a few requests', async ({ browser }) => {
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  expect((await visitor.request.get('/metrics')).status()).toBe(404);
  expect((await visitor.request.get('/metrics', { headers: { authorization: 'Bearer not-the-metrics-token' } })).status()).toBe(404);

  // A page twice (the page cache's miss, then its hit), a keyword never asked twice (the answer cache's
  // miss with its computation, then its hit), an address without a route.
  for (let i = 0; i < 2; i++) expect((await visitor.request.get('/jfCase.html')).status()).toBe(200);
  const keyword = `指标${Date.now().toString(36)}`;
  for (let i = 0; i < 2; i++) {
    const res = await visitor.request.post('/api/searchByType', { data: { type: 3, searchContent: keyword, pageNum: 1, pageSize: 10 } });
    expect(res.status()).toBe(200);
  }
  expect((await visitor.request.get('/no-such-page-1.html')).status()).toBe(404);
  expect((await visitor.request.get('/no-such-page-2.html')).status()).toBe(404);

  // A login sends an SMS code; its page opens a chat socket.
  const user = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  await loginFreshPhone(user);
  const page = await user.newPage();
  await page.goto('/index.html');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(`ws://${location.host}/chat/ws`);
        (window as unknown as { chatSocket: WebSocket }).chatSocket = ws;
        ws.onopen = () => resolve();
        ws.onerror = () => reject(new Error('chat socket refused'));
      }),
  );

  const scraped = await visitor.request.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(scraped.status()).toBe(200);
  expect(scraped.headers()['content-type']).toContain('text/plain');
  const text = await scraped.text();
  const m = samples(text);
  const at = (key: string) => m.get(key) ?? Number.NaN;

  // RED by route pattern: the call, the legacy page under its app route, unknown addresses under one label.
  expect(at('jf_http_requests_total{route="/api/searchByType",method="POST",status="200"}')).toBeGreaterThanOrEqual(2);
  expect(at('jf_http_requests_total{route="/jfCase",method="GET",status="200"}')).toBeGreaterThanOrEqual(2);
  expect(at('jf_http_requests_total{route="other",method="GET",status="404"}')).toBeGreaterThanOrEqual(2);
  expect(at('jf_http_request_duration_seconds_count{route="/api/searchByType",method="POST"}')).toBeGreaterThanOrEqual(2);
  expect(text).not.toMatch(/route="[^"]*(\.html|\?|指标)/);
  // The page cache and the search's answer cache.
  expect(at('jf_page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1);
  expect(at('jf_page_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1);
  expect(at('jf_search_answer_cache_total{source="tender",result="miss"}')).toBeGreaterThanOrEqual(1);
  expect(at('jf_search_answer_cache_total{source="tender",result="hit"}')).toBeGreaterThanOrEqual(1);
  expect(at('jf_search_never_asked_seconds_count{source="tender"}')).toBeGreaterThanOrEqual(1);
  expect(at('jf_search_never_asked_seconds_sum{source="tender"}')).toBeGreaterThan(0);
  // The embedded database: one connection, never more waiting than statements under way.
  expect(at('jf_db_pool_connections{pool="pglite",state="total"}')).toBe(1);
  expect(at('jf_db_pool_connections{pool="pglite",state="waiting"}')).toBeGreaterThanOrEqual(0);
  // The job queue by job name.
  const jobs = [...m].filter(([k]) => k.startsWith('jf_jobs_waiting{job='));
  expect(jobs.length).toBeGreaterThan(3);
  for (const [, v] of jobs) expect(v).toBeGreaterThanOrEqual(0);
  expect([...m.keys()].some((k) => k.startsWith('jf_jobs_oldest_waiting_seconds{job='))).toBe(true);
  // SMS and mail against their budgets (the end-to-end server's SMS budget is 100,000 a minute).
  expect(at('jf_sms_sent_total{kind="code"}')).toBeGreaterThanOrEqual(1);
  expect(at('jf_sms_budget_used{window="60"}')).toBeGreaterThanOrEqual(1);
  expect(at('jf_sms_budget_limit{window="60"}')).toBe(100_000);
  expect(at('jf_mail_sent_total')).toBeGreaterThanOrEqual(0);
  expect(at('jf_mail_rate_limit_per_second')).toBe(5);
  // The chat socket opened above, and the process itself.
  expect(at('jf_chat_open_sockets')).toBeGreaterThanOrEqual(1);
  expect(at('jf_process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
  expect(at('jf_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  // Replicas are a PostgreSQL deployment's: the family is described, with no series here.
  expect(text).toContain('# TYPE jf_db_replica_lag_seconds gauge');

  await visitor.close();
  await user.close();
});
