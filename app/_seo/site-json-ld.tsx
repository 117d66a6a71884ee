// A server component of the home page (a private folder: not a route itself); components/ never read lib/server.
import { JsonLd } from '@/components/seo/json-ld';
import { SEARCH_PATH } from '@/lib/search/url';
import { siteJsonLd } from '@/lib/seo/json-ld';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { getSiteSettings } from '@/lib/server/site';

/** The site itself, for the home page: its search box and the organization behind it, on the main site. */
export async function SiteJsonLd() {
  const origin = await mainSiteOrigin();
  const site = siteJsonLd({ name: '云采汇', origin, searchPath: `${SEARCH_PATH}?searchName=`, logo: '/images/logo.svg', telephone: getSiteSettings().hotline });
  return site.map((data, i) => <JsonLd key={i} data={data} />);
}
