'use client';

// Page views for analytics (docs/features.md, Analytics): one per page the visitor sees, client navigations included,
// sent after load. Key events call track() where they succeed.
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { referrerHost } from '@/lib/analytics/rules';
import type { Project } from '@/lib/analytics/events';
import { flushWhenIdle, startAnalytics, trackPageView } from '@/lib/analytics/track';

export function Analytics({ project, endpoint, cityCode, siteDomain }: { project: Project; endpoint?: string; cityCode: string; siteDomain: string }) {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    startAnalytics({ project, cityCode, ...(endpoint ? { endpoint } : {}) });
    // Only the first page of a visit can come from another site.
    trackPageView(first.current ? referrerHost(document.referrer, siteDomain) : undefined);
    first.current = false;
    flushWhenIdle();
  }, [pathname, project, endpoint, cityCode, siteDomain]);
  return null;
}
