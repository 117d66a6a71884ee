import 'server-only';
import { env } from '@/lib/env';
import type { SiteSettings } from '@/lib/site/types';

/** The site's contact details from the environment (docs/configuration.md). */
export function getSiteSettings(): SiteSettings {
  return {
    hotline: env.HOTLINE,
    hotlineHours: '09:00-22:00',
    supportEmail: env.SUPPORT_EMAIL,
    reportEmail: env.REPORT_EMAIL,
    icpNumber: env.ICP_NUMBER,
    analytics: { project: env.ANALYTICS_PROJECT, ...(env.ANALYTICS_ENDPOINT ? { endpoint: env.ANALYTICS_ENDPOINT } : {}) },
  };
}
