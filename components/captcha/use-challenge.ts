'use client';

import { useCallback, useEffect, useState } from 'react';
import { captchaErrorMessage, fetchChallenge, LOAD_FAILED, type ImagesOf } from '@/lib/captcha/api';
import type { CaptchaType } from '@/lib/captcha/schemas';
import type { Challenge } from '@/lib/captcha/types';

interface Loaded<D> {
  round: string;
  challenge?: Challenge<D>;
  error?: string;
}

/**
 * One challenge of `captchaType` at a time: loaded on mount, again on `reload()` and whenever
 * `refreshKey` changes. An answer that arrives after a newer request was made is dropped.
 */
export function useChallenge<K extends CaptchaType>(captchaType: K, refreshKey: string | number = '') {
  const [reloads, setReloads] = useState(0);
  const round = `${reloads}:${refreshKey}`;
  const [loaded, setLoaded] = useState<Loaded<ImagesOf[K]>>({ round: '' });

  useEffect(() => {
    let current = true;
    fetchChallenge(captchaType).then(
      (challenge) => {
        if (current) setLoaded({ round, challenge });
      },
      (error: unknown) => {
        if (current) setLoaded({ round, error: captchaErrorMessage(error, LOAD_FAILED) });
      },
    );
    return () => {
      current = false;
    };
  }, [captchaType, round]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const fresh = loaded.round === round;
  return {
    challenge: fresh ? loaded.challenge : undefined,
    error: fresh ? loaded.error : undefined,
    loading: !fresh,
    reload,
  };
}
