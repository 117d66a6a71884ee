'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * The address of the current page for login, switch and exit callbacks. The server render (and the
 * hydration pass) use the path; the browser's full address replaces it right after, without a mismatch.
 * Client navigations re-render through usePathname.
 */
export function useCurrentUrl(): string {
  const pathname = usePathname() ?? '/';
  const href = useSyncExternalStore(
    subscribe,
    () => window.location.href,
    () => null,
  );
  return href ?? pathname;
}
