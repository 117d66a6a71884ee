// The result window (docs/search.md "Pages are exact"), apart from the search's zod schemas: the header's
// links and the result pages read it on every page's first load (docs/benchmarks.md, What a page loads
// first).

/** Results beyond this window are not paged to (as search engines do); deep offsets stay cheap. */
export const MAX_RESULT_WINDOW = 10_000;

/**
 * The amount order pages through its first 360 results only (40 pages of the search page's 9, 18 of 20),
 * as Baidu and 千里马 stop at a page limit: a deep page of a broad keyword in amount order was the
 * search's costliest read (docs/search.md "The amount order's page limit", decision 0024).
 */
export const AMOUNT_ORDER_WINDOW = 360;

/** How many results an order pages through. */
export function resultWindow(sortBy: string): number {
  return sortBy === 'amount' ? AMOUNT_ORDER_WINDOW : MAX_RESULT_WINDOW;
}

/** What a question beyond its order's window is told (the API's message, the page's note). */
export function windowLimitText(sortBy: string): string {
  return sortBy === 'amount'
    ? `按金额排序最多可查看前 ${AMOUNT_ORDER_WINDOW} 条结果，请添加筛选条件缩小范围`
    : `最多可查看前 ${MAX_RESULT_WINDOW} 条结果，请缩小搜索范围`;
}
