import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/searchByType/route';
import { startTracing, stopTracing, traceJob, traceRequest } from '@/lib/tracing.mjs';

// Traces (docs/operations.md "Traces"): one search request as the production server wraps it, its spans
// collected in memory.

const exporter = new InMemorySpanExporter();

beforeAll(async () => {
  await startTracing({ serviceName: 'jf-test', exporter, batch: false });
});

afterAll(async () => {
  await stopTracing();
});

/** What traceRequest reads of a response: its status and its close. */
function answer(): ServerResponse & EventEmitter {
  return Object.assign(new EventEmitter(), { statusCode: 0 }) as unknown as ServerResponse & EventEmitter;
}

describe('traces', () => {
  it("shows a search request as a span of its route and request id, its statements as children without the keyword's values", async () => {
    exporter.reset();
    const res = answer();
    const requestId = 'trace-test-0001';
    const reply = await traceRequest(res, { method: 'POST', route: '/api/searchByType', requestId }, () =>
      POST(
        new NextRequest('http://localhost/api/searchByType', {
          method: 'POST',
          body: JSON.stringify({ type: 3, searchContent: '智慧医疗平台', pageNum: 1, pageSize: 10 }),
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    res.statusCode = reply.status;
    res.emit('close');

    const spans = exporter.getFinishedSpans();
    const request = spans.find((s) => s.name === 'POST /api/searchByType');
    expect(request?.kind).toBe(SpanKind.SERVER);
    expect(request?.attributes).toMatchObject({ 'http.route': '/api/searchByType', 'jf.request_id': requestId, 'http.response.status_code': 200 });
    const { traceId, spanId } = request!.spanContext();
    const statements = spans.filter((s) => s.kind === SpanKind.CLIENT && s.spanContext().traceId === traceId);
    expect(statements.length).toBeGreaterThan(0);
    for (const s of statements) {
      expect(s.parentSpanContext?.spanId).toBe(spanId);
      expect(s.attributes['db.system.name']).toBe('postgresql');
      // Values are bound as parameters: the statement's text never holds what the user typed.
      expect(String(s.attributes['db.query.text'])).not.toMatch(/智慧|医疗|平台/);
    }
    expect(statements.some((s) => /search_vec|winning_bid/.test(String(s.attributes['db.query.text'])))).toBe(true);
  });

  it('makes a job a trace of its own, not a child of the request that queued it', async () => {
    exporter.reset();
    const res = answer();
    await traceRequest(res, { method: 'POST', route: '/api/quickPublish', requestId: 'trace-test-0002' }, () => traceJob('opportunity-deliver', 'job-1', async () => undefined));
    res.emit('close');
    const spans = exporter.getFinishedSpans();
    const job = spans.find((s) => s.name === 'job opportunity-deliver');
    const request = spans.find((s) => s.name === 'POST /api/quickPublish');
    expect(job?.attributes).toMatchObject({ 'jf.job.name': 'opportunity-deliver', 'jf.job.id': 'job-1' });
    expect(job?.parentSpanContext).toBeUndefined();
    expect(job?.spanContext().traceId).not.toBe(request?.spanContext().traceId);
  });
});
