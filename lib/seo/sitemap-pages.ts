// The landing pages crawlers should know besides the records, split by host (docs/decisions/
// 0008-one-canonical-host.md): a city sub-site's sitemap lists the pages whose content is its city's,
// the main site's lists those and the pages alike on every host.
import { serviceHref } from '@/lib/consult/json-ld';
import { ONLINE_SERVICES } from '@/lib/consult/services';
import { NOTICE_LIST_PATH } from '@/lib/tendering/links';

/** Pages that show the sub-site's city: each city sub-site is their canonical host. */
export const CITY_PAGES = [
  '/',
  '/sourcing/index.html',
  '/search.html?tabIndex=0',
  '/search.html?tabIndex=1',
  '/jfCase.html',
  '/jfCase.html?tab=ent',
  '/business.html',
  '/demandHall.html',
  '/demandHall.html?tab=manpower',
  // The alternative navigation's supplier list (001 §2 Alternative main navigation bar).
  '/enterprise.html',
  // Government tendering and its notice list (002 §2 Header (city)).
  '/tendering.html',
  NOTICE_LIST_PATH,
  // Market analytics of the sub-site's city, or the whole country on the main site (docs/analytics.md).
  '/analytics.html',
];

/** Pages alike on every host: canonical on the main site. */
export const SITE_PAGES = [
  '/secrecyAgreeScheme.html',
  '/secrecyAgree.html',
  '/softwareConsult.html',
  '/scheme.html',
  // The alternative navigation's services list and map (001 §2 Alternative main navigation bar).
  '/jfService.html',
  '/jfMap.html',
  // Software-frontier news (002 §2 Industry view): the industry view (each column's list is added from the database).
  '/industryView.html',
  // The platform's activities (each activity is in its own file) and the rules centre (001 §2).
  '/activityIndex.html',
  '/activityIndex.html?when=past',
  '/ruleCenter.html',
  '/rule001.html',
  '/rule001-1.html',
  // Direct purchase, the mall and the portal's own pages (000 §2 chrome links); each product is added from the database.
  '/server.html',
  '/software.html',
  '/store-page.html',
  '/producTool.html',
  '/about.html',
  // Open data in OCDS (docs/open-data.md).
  '/opendata.html',
  '/jfh-mp.html',
  '/settleIn.html',
  '/member.html',
  ...ONLINE_SERVICES.map((s) => serviceHref(s.serviceId)),
];
