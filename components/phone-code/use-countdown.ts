import { useCallback, useEffect, useState } from 'react';
import { COUNTDOWN_SECONDS, secondsLeft } from '@/lib/phone-code/countdown';

/**
 * Seconds left of a countdown started by `start()`. Counted from the clock rather than by ticks, so a
 * background tab whose timers the browser slows still shows the right number when it wakes.
 */
export function useCountdown(seconds = COUNTDOWN_SECONDS) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }, [seconds]);

  return { secondsLeft: secondsLeft(endsAt, now), start };
}
