import 'server-only';
// Background work that shares the app process with live requests (the open data bulk files) takes
// turns with them: after each stretch of work it rests long enough that the work fills only `duty`
// of the time, so a visitor's request on a 2-core server is not queued behind a whole export
// (docs/open-data.md "Bulk files").

/** How long to rest after `workMs` of work so that work fills `duty` (0-1] of the time; 1 never rests. */
export function restMs(workMs: number, duty: number): number {
  if (!(duty > 0) || duty >= 1 || !(workMs > 0)) return 0;
  return (workMs * (1 - duty)) / duty;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A rest to await between stretches of work: it measures the time since the last rest (or since the
 * pacer was made) and sleeps restMs of it.
 */
export function pacer(duty: number, clock: { now: () => number; sleep: (ms: number) => Promise<void> } = { now: () => performance.now(), sleep }) {
  let since = clock.now();
  return async function rest(): Promise<void> {
    const ms = restMs(clock.now() - since, duty);
    if (ms > 0) await clock.sleep(ms);
    since = clock.now();
  };
}
