// Types of lib/tracing.mjs.
import type { ServerResponse } from 'node:http';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';

export declare const tracingOn: () => boolean;
export declare function startTracing(opts: { serviceName: string; exporter: SpanExporter; batch?: boolean }): Promise<unknown>;
export declare function stopTracing(): Promise<void>;
export declare function traceRequest<T>(res: ServerResponse, attrs: { method: string; route: string; requestId: string }, run: () => T): T;
export declare function statementText(first: unknown): string;
export declare function traceStatement<T>(text: string, run: () => T): T;
export declare function traceJob<T>(name: string, id: string, run: () => T): T;
