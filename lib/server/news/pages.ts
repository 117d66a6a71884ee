import 'server-only';
import { FEATURED_COUNT, HOT_COUNT, NEWS_PAGE_SIZE, RECOMMENDED_COUNT } from '@/lib/news/options';
import { hotArticles, listArticles, listColumns } from './articles';

// What every news page shows beside its content (002 §2): the hot list and the recommended columns.
export async function newsSide() {
  const [hot, columns] = await Promise.all([hotArticles(HOT_COUNT), listColumns(RECOMMENDED_COUNT)]);
  return { hot: hot.list, columns: columns.list };
}

/** The industry view: five featured, the latest page, and the side lists. */
export async function industryView(page: number) {
  const [featured, latest, side] = await Promise.all([
    listArticles({ topFlag: true, relatedLabel: undefined, pageStart: 1, pageSize: FEATURED_COUNT }),
    listArticles({ topFlag: undefined, relatedLabel: undefined, pageStart: page, pageSize: NEWS_PAGE_SIZE }),
    newsSide(),
  ]);
  return { featured: featured.list, latest, ...side };
}
