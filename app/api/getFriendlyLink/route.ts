import { getFriendlyLinkCall } from '@/lib/city/contracts';
import { getFriendlyLinks } from '@/lib/server/city/friendly-links';
import { findCity } from '@/lib/server/city/service';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getFriendlyLink: the city's own links first, then those every site shows.
export const GET = apiRoute(getFriendlyLinkCall, async ({ cityCode }) => {
  const city = await findCity(cityCode);
  if (!city) throw notFound('城市不存在');
  return { friendlyLink: await getFriendlyLinks(city.cityCode) };
});
