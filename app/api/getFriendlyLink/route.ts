import { friendlyLinkQuerySchema } from '@/lib/city/schemas';
import { getFriendlyLinks } from '@/lib/server/city/friendly-links';
import { findCity } from '@/lib/server/city/service';
import { notFound } from '@/lib/server/http/errors';
import { legacyRoute } from '@/lib/server/http/route';

export const GET = legacyRoute({ source: 'query', input: friendlyLinkQuerySchema }, async ({ cityCode }) => {
  const city = await findCity(cityCode);
  if (!city) throw notFound('城市不存在');
  return { friendlyLink: await getFriendlyLinks(city.cityCode) };
});
