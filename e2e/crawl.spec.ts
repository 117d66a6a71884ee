import { expect, test, type APIRequestContext } from '@playwright/test';
import { clientAddress } from './support/api-login';

// 000 §2, 001 §2: every link of the chrome (top bar, header, navigation, footer) of every kind of page
// answers 200. Links to other sites are outside the portal, and entries shown as (暂未开通) are not
// links the portal owes an answer for.

const PAGES = [
  '/index.html',
  '/search.html',
  '/procurement.html',
  '/jfCase.html',
  '/scheme.html',
  '/business.html',
  '/demandHall.html',
  '/enterprise.html',
  '/jfService.html',
  '/jfMap.html',
  '/softwareConsult.html',
  '/industryView.html',
  '/tendering.html',
  '/store-page.html',
  '/server.html',
];

test('no link of the chrome of any page answers other than 200', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const own = new URL(baseURL!).host;
  const links = new Map<string, string>();
  for (const path of PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    const found = await page.locator('body > div > header a[href], body > div > nav a[href], body > div > footer a[href], .site-chrome > :not(main) a[href]').evaluateAll((as) =>
      as.map((a) => ({ href: (a as HTMLAnchorElement).href, text: a.textContent ?? '' })),
    );
    for (const { href, text } of found) {
      const url = new URL(href);
      if (!url.protocol.startsWith('http') || url.host !== own || text.includes('暂未开通')) continue;
      const key = url.pathname + url.search;
      if (!links.has(key)) links.set(key, path);
    }
  }
  expect(links.size).toBeGreaterThan(30);
  const failures: string[] = [];
  for (const [href, from] of links) {
    const res = await page.request.get(href, { maxRedirects: 5 });
    if (res.status() !== 200) failures.push(`${href} (on ${from}): ${res.status()}`);
  }
  expect(failures).toEqual([]);
});

// What a crawler meets (docs/decisions/0008-one-canonical-host.md): known hosts only, one canonical
// address per page, sitemaps per host, structured data, compressed sitemaps and revalidation.
const port = Number(process.env.E2E_PORT || 3100);
const main = `http://localhost:${port}`;

/** A GET as asked on `site` (a sub-site label, or '' for the main site); Node resolves no *.localhost. */
function on(request: APIRequestContext, site: string, path: string, headers: Record<string, string> = {}) {
  const host = site ? `${site}.localhost:${port}` : `localhost:${port}`;
  return request.get(path, { maxRedirects: 0, headers: { host, 'x-forwarded-for': clientAddress(), ...headers } });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

test('a sub-domain that is no city goes for good to the main site; a city sub-site is served', async ({ request }) => {
  const unknown = await on(request, 'foo', '/search.html?tabIndex=1');
  expect(unknown.status()).toBe(308);
  expect(unknown.headers().location).toBe(`${main}/search.html?tabIndex=1`);
  expect((await on(request, 'foo', '/robots.txt')).status()).toBe(308);
  expect((await on(request, 'cq', '/search.html')).status()).toBe(200);
});

test('one canonical address per page: records on the main site, the home page and city lists on their host', async ({ request }) => {
  // Next writes the root address without its slash: the same URL.
  for (const path of ['/', '/index.html']) expect(canonicalOf(await (await on(request, '', path)).text()), path).toBe(main);
  expect(canonicalOf(await (await on(request, 'cq', '/')).text())).toBe(`http://cq.localhost:${port}`);
  expect(canonicalOf(await (await on(request, '', '/search.html?tabIndex=0&pageNum=3')).text())).toBe(`${main}/search.html?tabIndex=0&pageNum=3`);
  const list = await (await on(request, 'cq', '/search.html?tabIndex=0')).text();
  expect(canonicalOf(list)).toBe(`http://cq.localhost:${port}/search.html?tabIndex=0`);
  const bidPath = /href="(\/search-signdetail\.html\?id=\d+)"/.exec(list)?.[1]?.replace(/&amp;/g, '&');
  expect(bidPath).toBeTruthy();
  expect(canonicalOf(await (await on(request, 'cq', bidPath!)).text())).toBe(`${main}${bidPath}`);
});

test('a city sub-site’s sitemap lists its own pages; the record files are the main site’s', async ({ request }) => {
  const cityIndex = await (await on(request, 'cq', '/sitemap.xml')).text();
  expect([...cityIndex.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`http://cq.localhost:${port}/sitemaps/pages/1.xml`]);
  const cityPages = await (await on(request, 'cq', '/sitemaps/pages/1.xml')).text();
  expect(cityPages).toContain(`<loc>http://cq.localhost:${port}/</loc>`);
  expect(cityPages).not.toContain('/about.html');
  expect((await on(request, 'cq', '/sitemaps/tenders/1.xml')).status()).toBe(404);
  expect(await (await on(request, '', '/sitemap.xml')).text()).toContain(`<loc>${main}/sitemaps/tenders/1.xml</loc>`);
});

test('structured data: the site on the home page, a list on the search and case library, the bid itself on its page', async ({ request }) => {
  const home = jsonLdOf(await (await on(request, '', '/')).text());
  expect(home.map((d) => d['@type'])).toEqual(expect.arrayContaining(['WebSite', 'Organization']));
  expect(JSON.stringify(home)).toContain('SearchAction');
  for (const path of ['/search.html?tabIndex=0', '/jfCase.html']) {
    const list = jsonLdOf(await (await on(request, '', path)).text()).find((d) => d['@type'] === 'ItemList');
    expect((list?.itemListElement as unknown[] | undefined)?.length, path).toBeGreaterThan(0);
  }
  const search = await (await on(request, '', '/search.html?tabIndex=0')).text();
  const bidPath = /href="(\/search-signdetail\.html\?id=\d+)"/.exec(search)![1]!;
  const bid = jsonLdOf(await (await on(request, '', bidPath)).text()).find((d) => d['@type'] === 'Order' || d['@type'] === 'Offer');
  expect(bid).toMatchObject({ url: `${main}${bidPath}`, seller: { '@type': 'Organization' } });
  const business = await (await on(request, '', '/business.html')).text();
  const tenderPath = /href="(\/(?:politicsTenderDetails|gov_purchase_detail|purchaseBidDetail)\.html\?[^"]+)"/.exec(business)![1]!.replace(/&amp;/g, '&');
  const demand = jsonLdOf(await (await on(request, '', tenderPath)).text()).find((d) => d['@type'] === 'Demand');
  expect(demand).toBeDefined();
  expect(demand).not.toHaveProperty('seller');
  expect(demand).not.toHaveProperty('category');
  expect(demand?.['@reverse']).toMatchObject({ seeks: { name: expect.any(String) } });
});

test('sitemaps come gzip-compressed to a client that accepts it; a page revisit naming its ETag gets a 304', async ({ request }) => {
  const sitemap = await on(request, '', '/sitemaps/tenders/1.xml', { 'accept-encoding': 'gzip' });
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-encoding']).toBe('gzip');
  for (const path of ['/search.html?tabIndex=1', '/about.html']) {
    const first = await on(request, '', path);
    const etag = first.headers().etag;
    expect(etag, path).toMatch(/^W\/"/);
    const again = await on(request, '', path, { 'if-none-match': etag! });
    expect(again.status(), path).toBe(304);
    expect(await again.body()).toHaveLength(0);
  }
});

// Baidu, 360 and Toutiao read a page's title, description and canonical address in the head of the
// first HTML (lib/seo/html-limited-bots.mjs); a browser's copy carries them there too when the page's
// figures are read once for page and metadata (lib/server/market/market-page.ts).
test('title, description and canonical address are in the head, for a browser and for China’s crawlers', async ({ request }) => {
  const analytics = await (await on(request, '', '/analytics.html')).text();
  const purchaser = /href="(\/search-purchaserdetail\.html\?code=[^"]+)"/.exec(analytics)![1]!.replace(/&amp;/g, '&');
  const supplier = /href="(\/search-supplierdetail\.html\?id=\d+)"/.exec(analytics)![1]!;
  const agents = {
    browser: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    baidu: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    so360: 'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/50.0.2661.102 Safari/537.36; 360Spider',
    toutiao: 'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
  };
  for (const path of ['/', '/search.html?tabIndex=1', '/analytics.html?year=2025', purchaser, supplier]) {
    for (const [who, ua] of Object.entries(agents)) {
      const html = await (await on(request, '', path, { 'user-agent': ua })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, `${path} for ${who}`).toMatch(/<title>[^<]+<\/title>/);
      expect(head, `${path} for ${who}`).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(head, `${path} for ${who}`).toContain('<link rel="canonical"');
    }
  }
});
