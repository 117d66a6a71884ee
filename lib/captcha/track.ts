import { SLIDE_TOLERANCE_PX } from './rules';

/** One recorded step of the slider: the piece's left edge, optional pointer y, ms since the drag began. */
export interface TrackPoint {
  x: number;
  y?: number;
  t: number;
}

export interface SlideAnswer {
  x: number;
  track: readonly TrackPoint[];
}

/** A person needs longer than this to line a piece up; scripts jump there at once. */
export const MIN_TRACK_MS = 300;
/** Pointer moves (60 a second) and key repeats both record many steps; a scripted track often records few. */
export const MIN_TRACK_STEPS = 15;
/** The piece starts at the left: a drag begins there. */
export const MAX_START_PX = 5;
/** A pointer sampled 60 times a second does not cover more than this in one step; a script may jump. */
export const MAX_STEP_PX = 40;
/** Nobody holds a piece for longer: an old recording replayed is refused. */
export const MAX_TRACK_MS = 60_000;
/** Speeds whose spread stays within this share of their mean count as one perfectly constant speed. */
const CONSTANT_SPEED_SPREAD = 0.02;

export function withinTolerance(x: number, target: number, tolerance = SLIDE_TOLERANCE_PX): boolean {
  return Math.abs(x - target) <= tolerance;
}

/** Each recorded step with the one before it. */
function* steps(track: readonly TrackPoint[]): Generator<readonly [TrackPoint, TrackPoint]> {
  let previous: TrackPoint | undefined;
  for (const point of track) {
    if (previous) yield [previous, point];
    previous = point;
  }
}

// Scripts interpolate linearly; hands accelerate and brake, and held arrow keys wait before repeating.
function hasConstantSpeed(track: readonly TrackPoint[]): boolean {
  const speeds: number[] = [];
  for (const [from, to] of steps(track)) {
    if (to.t > from.t) speeds.push((to.x - from.x) / (to.t - from.t));
  }
  if (speeds.length < 2) return true;
  const mean = speeds.reduce((sum, v) => sum + v, 0) / speeds.length;
  return Math.max(...speeds) - Math.min(...speeds) <= Math.abs(mean) * CONSTANT_SPEED_SPREAD;
}

/**
 * Whether a track could come from a person: enough steps from the start, time never running back, no
 * jumps, long enough but not forever, uneven speed. A determined script can imitate all of it: these
 * checks raise the cost of a forged track, the per-phone and per-client limits bound what it buys.
 */
export function isHumanTrack(track: readonly TrackPoint[]): boolean {
  const first = track[0];
  const last = track.at(-1);
  if (!first || !last || track.length < MIN_TRACK_STEPS || Math.abs(first.x) > MAX_START_PX) return false;
  for (const [from, to] of steps(track)) if (to.t < from.t || Math.abs(to.x - from.x) > MAX_STEP_PX) return false;
  const ms = last.t - first.t;
  return ms >= MIN_TRACK_MS && ms <= MAX_TRACK_MS && !hasConstantSpeed(track);
}

/** A slide passes when a human-like track ends where the answer says and the answer is on target. */
export function isSlidePass({ x, track }: SlideAnswer, target: number): boolean {
  const end = track.at(-1);
  return end !== undefined && isHumanTrack(track) && withinTolerance(end.x, x) && withinTolerance(x, target);
}
