import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// 开放数据 (docs/open-data.md): /opendata.html lists the daily bulk files (the first run starts with the
// server) with their count and checksum, and the API address it documents answers an OCDS release package.

test('/opendata.html lists the bulk files, whose content matches their count and checksum', async ({ page, request }) => {
  // The first files may still be in the making, and the page cache keeps a page for seconds.
  test.setTimeout(120_000);
  const res = await page.goto('/opendata.html');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('开放数据');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/opendata\.html$/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => (JSON.parse(text) as { '@type'?: string })['@type'] === 'Dataset')).toBe(true);

  // The first files are written by a job the server queued at start: wait for them.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('opendata-file').count();
      },
      { timeout: 90_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(2);

  const releases = page.getByTestId('opendata-file').filter({ hasText: 'releases.jsonl.gz' });
  const count = Number((await releases.getByTestId('opendata-count').textContent())!.replace(/,/g, ''));
  const sha256 = await releases.getByTestId('opendata-sha256').textContent();
  const href = await releases.getByRole('link').getAttribute('href');
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  const body = await file.body();
  expect(createHash('sha256').update(body).digest('hex')).toBe(sha256);
  const lines = gunzipSync(body).toString('utf8').trimEnd().split('\n');
  expect(lines).toHaveLength(count);
  expect((JSON.parse(lines[0]!) as { ocid: string }).ocid).toMatch(/^ocds-jf0000-/);
});

test('the documented first page of the API answers an OCDS release package, and its next page follows', async ({ page, request }) => {
  await page.goto('/opendata.html');
  const firstPage = await page.getByTestId('opendata-first-page').getAttribute('href');
  const res = await request.get(firstPage!);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toMatch(/^public/);
  const pkg = (await res.json()) as { version: string; license: string; releases: { id: string; ocid: string }[]; links: { next: string } };
  expect(pkg.version).toBe('1.1');
  expect(pkg.license).toMatch(/creativecommons\.org\/licenses\/by\/4\.0/);
  expect(pkg.releases).toHaveLength(100);
  const next = await request.get(new URL(pkg.links.next).pathname + new URL(pkg.links.next).search);
  expect(next.status()).toBe(200);
  const second = (await next.json()) as { releases: { id: string }[] };
  const firstIds = new Set(pkg.releases.map((r) => r.id));
  expect(second.releases.some((r) => firstIds.has(r.id))).toBe(false);

  const bad = await request.get('/ocds/releases?cursor=broken');
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { message: string }).message).toMatch(/游标/);
});

test('/opendata.html fits a phone and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/opendata.html');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
