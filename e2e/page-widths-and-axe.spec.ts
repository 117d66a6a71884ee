import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Every page a crawler is told about (the sitemap's page list, /sitemaps/pages/1.xml) and one record
// of each main kind fit a phone's screen (no sideways scroll, no row cut mid-character) and pass axe
// without a serious or critical violation (docs/accessibility.md). The test walks the list in one
// browser page: a new context per check would cost more than the checks.

const PHONE_WIDTHS = [360, 390, 412] as const;
const RECORD_KINDS = ['bids', 'suppliers', 'cases', 'articles', 'purchasers'] as const;

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
const pathOf = (loc: string) => {
  const url = new URL(loc);
  return url.pathname + url.search;
};

let listed: string[] | undefined;

/** The sitemap's page list, then the first record of each kind in RECORD_KINDS. */
async function pagesToCheck(request: APIRequestContext): Promise<string[]> {
  if (listed) return listed;
  const sitemap = async (file: string) => {
    const res = await request.get(`/sitemaps/${file}`);
    expect(res.status(), file).toBe(200);
    return locsOf(await res.text());
  };
  const pages = (await sitemap('pages/1.xml')).map(pathOf);
  expect(pages.length).toBeGreaterThan(20);
  const records = await Promise.all(
    RECORD_KINDS.map(async (kind) => {
      const [first] = await sitemap(`${kind}/1.xml`);
      expect(first, kind).toBeTruthy();
      return pathOf(first!);
    }),
  );
  listed = [...new Set([...pages, ...records])];
  return listed;
}

/**
 * What does not fit: the document wider than the screen, and rows cut at their edge: a box that hides
 * overflowing text without an ellipsis, or a row that scrolls sideways with nothing saying so (phones
 * show no scrollbar, so the hot searches and tab rows looked cut mid-character): it needs a fade edge.
 */
function misfits(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) found.push(`document ${doc.scrollWidth} px wide`);
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 4).join('.')}`;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth < 8) continue;
      const style = getComputedStyle(el);
      const row = style.display.includes('flex') && style.flexWrap === 'nowrap' && style.flexDirection.startsWith('row');
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
        if (row && style.maskImage === 'none') found.push(`${name(el)} scrolls without a fade: ${el.scrollWidth} > ${el.clientWidth}`);
      } else if ((style.overflowX === 'hidden' || style.overflowX === 'clip') && (row || style.whiteSpace === 'nowrap') && el.closest('header, nav, [role="tablist"]')) {
        // A visually hidden label (sr-only) is clipped on purpose; an ellipsis is a cut that says so.
        if (style.textOverflow !== 'ellipsis' && style.visibility !== 'hidden') found.push(`${name(el)} cut: ${el.scrollWidth} > ${el.clientWidth}`);
      }
    }
    return found;
  });
}

// The list is walked in parts, each a test with its own time limit and retry: about 85 pages take 2-3
// minutes on a quiet 2-core machine, and over 10 on a slow one running the other e2e tests beside them
// (83 pages in 10.5 minutes, 2026-11-30).
const PARTS = 4;

// One load per page: each phone width in turn (a resize lays the page out again as a load would),
// then axe at the desktop width.
for (let part = 0; part < PARTS; part++) {
  test(`every listed page passes axe and fits a phone screen of 360, 390 and 412 px (part ${part + 1} of ${PARTS})`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const pages = (await pagesToCheck(request)).filter((_, i) => i % PARTS === part);
    await checkPages(page, pages);
  });
}

async function checkPages(page: Page, paths: string[]) {
  const violations: string[] = [];
  const misfit: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
    const res = await page.goto(path, { waitUntil: 'load' });
    expect.soft(res?.status(), path).toBe(200);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const m of await misfits(page)) misfit.push(`${path} at ${width} px: ${m}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    // Only the violations' details: the passes' are most of axe's time on a long page.
    const axe = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    for (const v of axe.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      violations.push(`${path}: ${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    }
  }
  expect.soft(violations, 'serious or critical axe violations').toEqual([]);
  expect(misfit, 'wider than the screen or cut').toEqual([]);
}

test('on a phone the case library folds its filters under 筛选 and opens on cases', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/jfCase.html');
  await expect(page.getByTestId('filter-sheet-open')).toBeVisible();
  await expect(page.getByTestId('filter-sheet')).toBeHidden();
  const top = await page.getByTestId('case-grid').evaluate((grid) => grid.getBoundingClientRect().top);
  expect(top).toBeLessThan(800);
});
