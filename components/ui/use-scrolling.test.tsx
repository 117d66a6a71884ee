import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrolling } from './use-scrolling';

describe('useScrolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is true while the page scrolls and settles back after the pause', () => {
    const { result } = renderHook(() => useScrolling(500));
    expect(result.current).toBe(false);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(400));
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => void vi.advanceTimersByTime(400));
    // Each scroll restarts the pause.
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe(false);
  });
});
