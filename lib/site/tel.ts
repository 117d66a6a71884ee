// A hotline as a link (000 §9): kept apart from the site's schemas so the chrome's client code that links
// a number does not load zod with it (docs/benchmarks.md, What a page loads first).

/** A tel: link of a hotline as written for people (400-138-0008 -> tel:4001380008). */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^\d+]/g, '')}`;
}
