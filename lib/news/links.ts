// The addresses of the news pages (002 §1, §2).
export const INDUSTRY_VIEW_PATH = '/industryView.html';

export const articleHref = (id: number) => `/consultDetails.html?informatinId=${id}`;

export function columnHref(labelCode: string, labelName: string, page = 1): string {
  const q = new URLSearchParams({ labelCode, labelName });
  if (page > 1) q.set('page', String(page));
  return `/articleList.html?${q.toString()}`;
}

export const industryViewHref = (page = 1) => (page > 1 ? `${INDUSTRY_VIEW_PATH}?page=${page}` : INDUSTRY_VIEW_PATH);

export const columnFeedHref = (labelCode: string) => `/rss/news/${encodeURIComponent(labelCode)}.xml`;
