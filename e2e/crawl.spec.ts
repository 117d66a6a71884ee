import { expect, test } from '@playwright/test';

// Issue 20: every link of the chrome (top bar, header, navigation, footer) of every kind of page
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
