// The portal's own contact and registration details (000 §2, §9), one object for every piece of the
// chrome that shows them. Built from the environment on the server (lib/server/site.ts) and handed
// to the chrome once.
export interface SiteSettings {
  hotline: string;
  /** Opening hours of the hotline (000 §9). */
  hotlineHours: string;
  supportEmail: string;
  reportEmail: string;
  icpNumber: string;
  /** The public-security registration number (公安备案); a placeholder line shows without it. */
  policeRecordNumber?: string;
  /** Analytics (001 §7): the project parameter, and another tracking server when one is named. */
  analytics: { project: 'production' | 'default'; endpoint?: string };
}

/** A tel: link of a hotline as written for people (400-138-0008 -> tel:4001380008). */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^\d+]/g, '')}`;
}
