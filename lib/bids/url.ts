// Addresses of the winning-bid detail page (000 §2 /search-signdetail.html?id={bidId}). The purchaser
// history pages with ?hp=N and lands on its section.

export const BID_DETAIL_PATH = '/search-signdetail.html';
export const HISTORY_PAGE_PARAM = 'hp';
export const HISTORY_ANCHOR = 'history';

export function bidDetailHref(bidId: number, historyPage = 1): string {
  const base = `${BID_DETAIL_PATH}?id=${bidId}`;
  return historyPage > 1 ? `${base}&${HISTORY_PAGE_PARAM}=${historyPage}#${HISTORY_ANCHOR}` : base;
}
