// The query parameters each cached page reads (server/page-cache.mjs keys pages on these alone), so a
// junk parameter (?x=1, ?x=2, …) does not make a new page to render: the same render answers them all.
// page-params.test.ts records what the pages' own parsers read and fails when one reads a name that is
// not listed here. A page missing from the table is keyed on its whole query, as before.

const SEARCH_LABELS = [
  'city_name.keyword',
  'purchaser_type.keyword',
  'purchase_way.keyword',
  'service_trade.keyword',
  'service_form.keyword',
  'customer_type.keyword',
  'core_competence.keyword',
  'establish_time_label',
  'register_status',
  'patent_num_label',
];

/** Path (after the legacy .html rewrite's source form) -> the parameters its page reads. */
export const PAGE_PARAMS = {
  '/': [],
  '/index.html': [],
  '/search.html': ['searchName', 'tabIndex', 'sortBy', 'order', 'pageNum', 'literal', ...SEARCH_LABELS],
  '/procurement.html': ['keyword', 'activeTab', 'page', 'literal'],
  '/jfCase.html': ['tab', 'caseTitle', 'cityCode', 'parentCode', 'time', 'cycle', 'order', 'page', 'time.from', 'time.to'],
  '/business-detail.html': ['id', 'source'],
  '/search-signdetail.html': ['id', 'hp'],
  '/search-supplierdetail.html': ['id'],
  '/softwareConsult.html': [],
  '/service_details.html': ['serviceid'],
  // Business opportunities (001 §3 Bid card, Outsourcing card): the two lists and the tenders' three detail pages.
  '/business.html': ['type', 'direction', 'cityCode', 'budget', 'time', 'sort', 'order', 'page'],
  '/demandHall.html': ['tab', 'category', 'subCategory', 'cityCode', 'budget', 'time', 'sort', 'order', 'page'],
  '/politicsTenderDetails.html': ['intentionCode'],
  '/gov_purchase_detail.html': ['bidCode'],
  '/purchaseBidDetail.html': ['orderId'],
  // Solutions (001 §2): the list (its own filters, the key/value pre-selection of 001 §2, a typed
  // price range) and the two detail pages.
  '/scheme.html': [
    'searchName', 'key', 'value', 'firstCategoryId', 'secondCategoryId', 'originTag', 'price', 'sortRule', 'page', 'price.from', 'price.to',
  ],
  '/solution-detail.html': ['id'],
  '/scheme-detail.html': ['originIdSec', 'originSource'],
  // The alternative navigation's other pages (001 §2 Alternative main navigation bar): the supplier list, the services list, the map.
  '/enterprise.html': ['searchName', 'sortBy', 'order', 'pageNum', 'literal', ...SEARCH_LABELS],
  '/jfService.html': ['keyword'],
  '/jfMap.html': [],
  // Software-frontier news (002 §2 Industry view): the industry view, a column's list, an article.
  '/industryView.html': ['page'],
  '/articleList.html': ['labelCode', 'labelName', 'page'],
  '/consultDetails.html': ['informatinId'],
  // Government tendering (002 §2 Header (city)): the page and the procurement notice list.
  '/tendering.html': [],
  '/purbid/market/index': ['page'],
  // Product detail and the mall (002 §2 Main category navigation).
  '/product-detail.html': ['id'],
  '/store-page.html': ['category', 'price', 'sort'],
  '/server.html': [],
  '/software.html': [],
  '/producTool.html': [],
  '/about.html': [],
  '/jfh-mp.html': [],
  // The sourcing index, supplier settle-in and membership (001 §2 Footer).
  '/sourcing/index.html': [],
  '/settleIn.html': [],
  '/member.html': [],
};

/**
 * The URL as far as its page is concerned: only the parameters the page reads, in their order; a
 * page not in the table keeps its whole query.
 */
export function normalisedPageUrl(url) {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const names = PAGE_PARAMS[path];
  if (!names || q < 0) return url;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(q + 1))) if (names.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
