// How ads show (001 §2-§4), apart from their zod schemas (types.ts): the banners are on every page, so
// what they need must not load zod with them (docs/benchmarks.md, What a page loads first).

export const AD_MEDIA = { image: 1, video: 2 } as const;

/** The ad creative's size (001 §2 Ad slots): every slot keeps this ratio, so nothing moves when it loads. */
export const AD_WIDTH = 340;
export const AD_HEIGHT = 136;

/** 001 §4: the carousel turns every 2 seconds when a slot has more than one item. */
export const AD_AUTOPLAY_MS = 2000;
