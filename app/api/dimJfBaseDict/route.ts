import { dimJfBaseDictCall } from '@/lib/dictionaries/contracts';
import { getDictionary } from '@/lib/server/dictionaries/service';
import { apiRoute, cacheableAnswer } from '@/lib/server/http/route';

// 001 §7 dimJfBaseDict: a base dictionary changes with a release, so browsers and proxies may keep it for an hour.
export const GET = apiRoute(dimJfBaseDictCall, async ({ baseCode }) => cacheableAnswer(dimJfBaseDictCall, await getDictionary(baseCode)));
