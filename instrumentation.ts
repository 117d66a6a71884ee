import type { Instrumentation } from 'next';

// Runs once when a server process starts: a bad configuration stops it here, with the reason; then
// the background job queue starts (never while `next build` loads the server code), the shutdown of
// server/server.mjs learns what to close, and the chat's socket handler is registered for it.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    await startApp();
  } catch (err) {
    // Next only logs a register() that failed, then answers everything with a plain-text 500, the health
    // checks included: the process stops instead, with the reason, before server/server.mjs listens.
    process.stderr.write(`启动失败: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
  // server/server.mjs opens its port once this has run.
  (globalThis as { __jfRegistered?: () => void }).__jfRegistered?.();
}

async function startApp() {
  const { env } = await import('@/lib/env');
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    // The demo's SMS inbox shows every code: on loopback only, unless asked for outright.
    const inboxProblem = (await import('@/lib/server/sms/dev-inbox')).devInboxListenProblem(env, env.HOSTNAME || '0.0.0.0');
    if (inboxProblem) throw new Error(inboxProblem);
    // Before anything opens the database: its statements are traced from the first (lib/tracing.mjs).
    await (await import('@/lib/server/tracing-start')).startAppTracing();
    (await import('@/lib/server/jobs/start')).startJobs();
    // Without SMTP_URL the demo's and the end-to-end run's mails go to the loopback capture (/dev/mail-inbox).
    (await import('@/lib/server/mail/start')).startAppMailCapture();
    (await import('@/lib/server/shutdown')).registerStopApp();
    // The chat's WebSocket: server/server.mjs hands it the upgrades of /chat/ws (001 §7 Contact).
    (await import('@/lib/server/chat/socket')).registerChatSocket();
    // What /metrics reads at each scrape beside its counters (docs/operations.md "Metrics").
    (await import('@/lib/server/metrics-sources')).registerMetricSources();
  }
}

// A page or call that failed on the server: logged with its request id, and a database found away
// marks it down, so the next requests get the 503 at once (lib/server/db/availability.ts).
export const onRequestError: Instrumentation.onRequestError = async (err, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ noteFailure }, { log }, { describeError }] = await Promise.all([
    import('@/lib/server/db/client'),
    import('@/lib/server/log'),
    import('@/lib/server/http/route'),
  ]);
  const requestId = request.headers['x-request-id'];
  if (noteFailure(err)) return;
  log.error('request.failed', { requestId, path: request.path.slice(0, 300), routePath: context.routePath, routeType: context.routeType, error: describeError(err) });
};
