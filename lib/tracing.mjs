// Traces (docs/operations.md "Traces"), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then a span per
// request with its app route and request id (server/server.mjs), a child span per database statement with
// its text and never its values (lib/server/db/client.ts, either driver), and a trace of its own per
// background job (lib/server/jobs/queue.ts). Off, each helper is one check of a flag: the SDK is never
// loaded, and nothing is wrapped. Shared by the production server and the app's bundles through
// globalThis and @opentelemetry/api's own global registration.
import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';

const holder = globalThis;
const TRACER = 'jf-portal';

/** Whether spans are being recorded in this process. */
export const tracingOn = () => Boolean(holder.__jfTracerProvider);

/**
 * Starts recording: spans go to `exporter` (the OTLP one of the settings; a test's in-memory one),
 * batched unless `batch` is false.
 */
export async function startTracing({ serviceName, exporter, batch = true }) {
  if (holder.__jfTracerProvider) return holder.__jfTracerProvider;
  const [{ NodeTracerProvider }, { BatchSpanProcessor, SimpleSpanProcessor }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [batch ? new BatchSpanProcessor(exporter) : new SimpleSpanProcessor(exporter)],
  });
  // The async-hooks context: a statement's span finds its request's across awaits.
  provider.register();
  holder.__jfTracerProvider = provider;
  return provider;
}

/** Sends what is still batched and stops recording (the shutdown, a test's end). */
export async function stopTracing() {
  const provider = holder.__jfTracerProvider;
  holder.__jfTracerProvider = undefined;
  await provider?.shutdown();
  trace.disable();
  context.disable();
}

const tracer = () => trace.getTracer(TRACER);

/** `run` inside `span`, which ends when the promise `run` returns settles (or at once, for a plain value). */
function within(span, run, onError) {
  let result;
  try {
    result = context.with(trace.setSpan(context.active(), span), run);
  } catch (err) {
    onError(err);
    span.end();
    throw err;
  }
  if (!(result instanceof Promise)) {
    span.end();
    return result;
  }
  return result.then(
    (value) => {
      span.end();
      return value;
    },
    (err) => {
      onError(err);
      span.end();
      throw err;
    },
  );
}

const failed = (span) => (err) => {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR });
};

/**
 * The span of one request (`GET /api/searchByType`): its route pattern, method and request id, and the
 * answer's status once it is sent. `run` handles the request inside it.
 */
export function traceRequest(res, { method, route, requestId }, run) {
  if (!tracingOn()) return run();
  const span = tracer().startSpan(`${method} ${route}`, {
    kind: SpanKind.SERVER,
    attributes: { 'http.request.method': method, 'http.route': route, 'jf.request_id': requestId },
  });
  res.once('close', () => {
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  return context.with(trace.setSpan(context.active(), span), run);
}

/** The SQL of a query call's first argument (a text, or node-postgres's `{ text }`). */
export function statementText(first) {
  if (typeof first === 'string') return first;
  return typeof first?.text === 'string' ? first.text : '';
}

/**
 * A statement's span, a child of the request or job under way: the statement's text (placeholders, never
 * the values bound to them).
 */
export function traceStatement(text, run) {
  if (!tracingOn()) return run();
  const span = tracer().startSpan((/^\s*(\w+)/.exec(text)?.[1] ?? 'query').toUpperCase(), {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, 4000) },
  });
  return within(span, run, failed(span));
}

/** A background job's own trace (a new root, not the request that queued it). */
export function traceJob(name, id, run) {
  if (!tracingOn()) return run();
  const span = tracer().startSpan(`job ${name}`, { kind: SpanKind.CONSUMER, root: true, attributes: { 'jf.job.name': name, 'jf.job.id': id } });
  return within(span, run, failed(span));
}
