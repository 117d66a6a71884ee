import 'server-only';
import { CITY_COOKIE } from '@/lib/city/rules';
import { deleteSavedSearchCall, renameSavedSearchCall, saveSearchCall, setFeedTokenCall } from '@/lib/saved-searches/contracts';
import { cityOfRequest } from '@/lib/server/city';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';
import { deleteSavedSearch, renameSavedSearch, saveSearch, setFeedToken } from './service';
import { feedOriginOf } from './tokens';

/** saveSearch {list, query}: the page's search, read as the page on this site reads it (a sub-site's city). */
export const saveSearchRoute = apiRoute(saveSearchCall, async (input, { req }) => {
  const session = await requireUser(req);
  const current = await cityOfRequest(req.headers, req.cookies.get(CITY_COOKIE)?.value);
  return saveSearch(session.userId, input, current.onSubSite ? current.city.cityCode : null);
});

export const renameSavedSearchRoute = apiRoute(renameSavedSearchCall, async (input, { req }) => {
  const session = await requireUser(req);
  return renameSavedSearch(session.userId, input);
});

export const deleteSavedSearchRoute = apiRoute(deleteSavedSearchCall, async (input, { req }) => {
  const session = await requireUser(req);
  return deleteSavedSearch(session.userId, input.id);
});

export const setFeedTokenRoute = apiRoute(setFeedTokenCall, async (input, { req }) => {
  const session = await requireUser(req);
  return setFeedToken(session.userId, input, feedOriginOf(req));
});
