import 'server-only';
import { metrics, type ReplicaLag } from '@/lib/metrics.mjs';
import { readsFromPrimary } from '@/lib/read-scope.mjs';
import { log } from '@/lib/server/log';

// Read replicas (docs/decisions/0022): which server a replica-safe read goes to. A replica serves while it
// answers and is at most `maxLagMs` behind the primary; otherwise, and for a request or user that has
// just written (lib/read-scope.mjs), the primary does.

/** A WAL position `X/Y` as a number. */
export function parseLsn(text: string): bigint {
  const [hi, lo] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

export interface LsnSample {
  lsn: bigint;
  at: number;
}

/**
 * How far behind a replica is: the primary's positions are sampled at every check; a replica that has
 * replayed up to `replay` holds everything the primary had written at the newest sample at or below it,
 * so its data is at most `now - that sample's time` old. An idle primary whose position stands still
 * keeps a caught-up replica at about one check interval; a replica behind every sample kept is at least
 * as old as the oldest (Infinity: no sample to say).
 */
export function replicaStalenessMs(samples: readonly LsnSample[], replay: bigint, now: number): number {
  let best: LsnSample | undefined;
  for (const s of samples) if (s.lsn <= replay && (!best || s.at > best.at)) best = s;
  return best ? now - best.at : Number.POSITIVE_INFINITY;
}

export interface ReplicaProbe {
  /** Shown in metrics and logs: the replica's host and port, never its password. */
  name: string;
  /** `pg_last_wal_replay_lsn()` of the replica; null when it is no standby. */
  replayLsn: () => Promise<string | null>;
}

export interface ReplicaSet {
  /** The replica a replica-safe read should use now, or null for the primary. */
  pick: () => number | null;
  /** A read on replica `i` failed to connect: it serves nothing until a check finds it back. */
  markDown: (i: number) => void;
  lags: () => ReplicaLag[];
  check: () => Promise<void>;
  stop: () => void;
}

interface ReplicaState {
  up: boolean;
  stalenessMs: number;
}

/** Samples kept: enough to measure a lag of several times the bound at the check interval. */
const SAMPLES_KEPT = 600;

export function createReplicaSet(opts: { primaryLsn: () => Promise<string>; replicas: readonly ReplicaProbe[]; maxLagMs: number; checkMs: number }): ReplicaSet {
  const samples: LsnSample[] = [];
  const states: ReplicaState[] = opts.replicas.map(() => ({ up: false, stalenessMs: Number.POSITIVE_INFINITY }));
  let turn = 0;
  const { replicaReads } = metrics();

  const usable = (s: ReplicaState) => s.up && s.stalenessMs <= opts.maxLagMs;

  async function check(): Promise<void> {
    try {
      samples.push({ lsn: parseLsn(await opts.primaryLsn()), at: Date.now() });
      if (samples.length > SAMPLES_KEPT) samples.shift();
    } catch {
      // The primary away: the replicas are judged by the samples already kept.
    }
    await Promise.all(
      opts.replicas.map(async (replica, i) => {
        const state = states[i]!;
        const before = usable(state);
        try {
          const replay = await replica.replayLsn();
          state.up = replay !== null;
          state.stalenessMs = replay === null ? Number.POSITIVE_INFINITY : replicaStalenessMs(samples, parseLsn(replay), Date.now());
        } catch {
          state.up = false;
        }
        const now = usable(state);
        if (before !== now) log.info(now ? 'db.replica_serving' : 'db.replica_avoided', { replica: replica.name, up: state.up, lagMs: Number.isFinite(state.stalenessMs) ? state.stalenessMs : null });
      }),
    );
  }

  const timer = setInterval(() => void check(), opts.checkMs);
  timer.unref();

  return {
    pick() {
      if (readsFromPrimary()) {
        replicaReads.inc({ target: 'primary', reason: 'own_write' });
        return null;
      }
      for (let k = 0; k < states.length; k++) {
        const i = (turn + k) % states.length;
        if (usable(states[i]!)) {
          turn = i + 1;
          replicaReads.inc({ target: 'replica', reason: 'ok' });
          return i;
        }
      }
      replicaReads.inc({ target: 'primary', reason: states.some((s) => s.up) ? 'lag' : 'down' });
      return null;
    },
    markDown(i) {
      if (states[i]!.up) log.warn('db.replica_avoided', { replica: opts.replicas[i]!.name, up: false, lagMs: null });
      states[i]!.up = false;
      replicaReads.inc({ target: 'primary', reason: 'error' });
    },
    lags: () =>
      opts.replicas.map((r, i) => ({ replica: r.name, lagSec: states[i]!.up && Number.isFinite(states[i]!.stalenessMs) ? states[i]!.stalenessMs / 1000 : -1 })),
    check,
    stop: () => clearInterval(timer),
  };
}
