'use client';

import { useEffect, useState } from 'react';

/**
 * Suggestions for what was typed, asked `delayMs` after the last keystroke (the earlier ask is
 * cancelled); [] while the answer belongs to other text. `fetch` must be a stable function.
 */
export function useSuggestions<T>(typed: string, fetch: (text: string, signal: AbortSignal) => Promise<T[]>, delayMs: number): T[] {
  const [suggested, setSuggested] = useState<{ for: string; items: T[] }>({ for: '', items: [] });
  useEffect(() => {
    if (!typed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(typed, controller.signal).then(
        (items) => setSuggested({ for: typed, items }),
        () => undefined,
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, fetch, delayMs]);
  return suggested.for === typed ? suggested.items : [];
}
