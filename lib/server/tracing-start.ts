import 'server-only';
import { env } from '@/lib/env';
import { startTracing } from '@/lib/tracing.mjs';

/**
 * Traces to the OTLP/HTTP collector of OTEL_EXPORTER_OTLP_ENDPOINT (docs/operations.md "Traces"), started
 * from instrumentation.ts before the database opens (its statements are wrapped as it opens). Unset, the
 * SDK and the exporter are never loaded.
 */
export async function startAppTracing(): Promise<void> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const url = `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
  await startTracing({ serviceName: env.OTEL_SERVICE_NAME, exporter: new OTLPTraceExporter({ url }) });
}
