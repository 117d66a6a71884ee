// Types of lib/metrics.mjs.
import type { Counter, Histogram, Registry } from 'prom-client';

export interface PoolUse {
  pool: string;
  total: number;
  idle: number;
  waiting: number;
}
export interface ReplicaLag {
  replica: string;
  lagSec: number;
}
export interface JobQueueUse {
  job: string;
  depth: number;
  ageSec: number;
}
export interface BudgetWindowUse {
  windowSec: number;
  sent: number;
  budget: number;
}
export interface MetricSources {
  dbPools: () => Promise<PoolUse[]>;
  replicas: () => Promise<ReplicaLag[]>;
  jobs: () => Promise<JobQueueUse[]>;
  smsBudget: () => Promise<BudgetWindowUse[]>;
  mailRate: () => number;
  chatSockets: () => number;
}
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'route' | 'method' | 'status'>;
  httpDuration: Histogram<'route' | 'method'>;
  pageCache: Counter<'result'>;
  searchCache: Counter<'source' | 'result'>;
  searchNeverAsked: Histogram<'source'>;
  replicaReads: Counter<'target' | 'reason'>;
  smsSent: Counter<'kind'>;
  mailSent: Counter;
}
export declare function metrics(): Metrics;
export declare function setMetricSource<K extends keyof MetricSources>(name: K, source: MetricSources[K]): void;
export declare function scrape(): Promise<{ body: string; contentType: string }>;
