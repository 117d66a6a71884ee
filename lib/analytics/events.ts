// The names and bounds of analytics events (001 §7-§8), apart from their zod schemas (schemas.ts): the
// page side (track.ts) sends events with every page, so it must not load zod with them
// (docs/benchmarks.md, What a page loads first).

/**
 * Page views and the key events of the portal; an ad's impression and click carry the ad's id as their
 * label (the console counts them per creative, docs/features.md, Operator console: ads).
 */
export const EVENT_NAMES = ['page_view', 'search', 'publish', 'subscribe', 'consult', 'chat_open', 'ad_impression', 'ad_click'] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** The project parameter of 001 §7: production, or default for every other deployment. */
export const PROJECTS = ['production', 'default'] as const;
export type Project = (typeof PROJECTS)[number];

/**
 * Batches one address may send a minute. A government office puts many visitors behind one address:
 * the limit stops a flood, not an office (a refused beacon costs the page nothing).
 */
export const TRACK_LIMITS = [{ max: 300, windowSec: 60 }];

/** A page may send up to this many events at once (they are queued until the page is left). */
export const MAX_BATCH = 20;
