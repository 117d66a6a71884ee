// Tracks for the captcha tests: what a hand makes and what a script makes.
import type { TrackPoint } from '@/lib/captcha/track';

/** A drag to `target`: fast start, braking at the end, uneven sampling, a little vertical wobble, ~1 s. */
export function humanTrack(target: number, steps = 30): TrackPoint[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const p = i / steps;
    return { x: Math.round(target * (1 - (1 - p) ** 3)), y: (i % 5) - 2, t: i * 32 + (i % 3) * 5 };
  });
}

/** A script's move to `target`: evenly spaced steps at one constant speed. */
export function robotTrack(target: number, { ms, steps }: { ms: number; steps: number }): TrackPoint[] {
  return Array.from({ length: steps + 1 }, (_, i) => ({ x: (target * i) / steps, t: (ms * i) / steps }));
}
