'use client';

import { useRef, useState } from 'react';
import { SLIDE_MAX_X } from '@/lib/captcha/rules';
import type { SlideAnswer, TrackPoint } from '@/lib/captcha/track';

interface Recording {
  /** performance.now() of the first step; null before the user touched the slider. */
  origin: number | null;
  points: TrackPoint[];
  x: number;
}

const blank = (): Recording => ({ origin: null, points: [], x: 0 });

/**
 * The piece's position and every step that moved it (drag or arrow key), for verifyImageCode's
 * track. Kept in a ref so quick key repeats and pointer moves never read a stale position.
 */
export function useSlideTrack() {
  const recording = useRef<Recording>(blank());
  const [x, setX] = useState(0);

  function start(): void {
    const r = recording.current;
    if (r.origin !== null) return;
    r.origin = performance.now();
    r.points = [{ x: r.x, t: 0 }];
  }

  function moveTo(next: number, y?: number): void {
    start();
    const r = recording.current;
    r.x = Math.min(SLIDE_MAX_X, Math.max(0, Math.round(next)));
    r.points.push({ x: r.x, ...(y === undefined ? {} : { y: Math.round(y) }), t: Math.round(performance.now() - (r.origin ?? 0)) });
    setX(r.x);
  }

  function reset(): void {
    recording.current = blank();
    setX(0);
  }

  return {
    x,
    position: () => recording.current.x,
    start,
    moveTo,
    reset,
    answer: (): SlideAnswer => ({ x: recording.current.x, track: recording.current.points }),
  };
}
