import { searchInfoCall } from '@/lib/analytics/contracts';
import { hotSearchesOf } from '@/lib/server/analytics/searches';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 searchInfo (GET): what the search box offers before anything is typed: the site's hot
// searches (the searches that found something there, topped up with defaults) for the search and for
// the opportunity tab.
export const GET = apiRoute(searchInfoCall, async ({ cityCode }) => {
  const hot = await hotSearchesOf(cityCode);
  return { hotSearchList: [...hot.search], opportunityHotList: [...hot.opportunity] };
});
