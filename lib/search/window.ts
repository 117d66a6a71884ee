// The result window (docs/search.md "Pages are exact"), apart from the search's zod schemas: the header's
// links and the result pages read it on every page's first load (docs/benchmarks.md, What a page loads
// first).

/** Results beyond this window are not paged to (as search engines do); deep offsets stay cheap. */
export const MAX_RESULT_WINDOW = 10_000;
