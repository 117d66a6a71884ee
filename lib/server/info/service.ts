import 'server-only';
import { count } from 'drizzle-orm';
import type { AppCode, PortalFigures } from '@/lib/info/types';
import { getDb } from '@/lib/server/db/client';
import { kept } from '@/lib/server/memo';
import { cases, cities, suppliers, winningBids } from '@/lib/server/db/schema';
import { requestOrigin } from '@/lib/server/http/origin';
import { qrDataUrl } from '@/lib/server/qr';

// The portal's own pages (000 §2 chrome links): the figures of /about.html and the QR codes of /jfh-mp.html.

/**
 * The portal's totals, counted again every 10 minutes per process: counting every row of a table of a
 * million bids takes a quarter of a second, too much for each visit of a page that shows round figures.
 */
export const portalFigures: () => Promise<PortalFigures> = kept('portal-figures', { ttlMs: 10 * 60_000 }, async () => {
  const db = await getDb();
  const [[s], [b], [c], [t]] = await Promise.all([
    db.select({ n: count() }).from(suppliers),
    db.select({ n: count() }).from(winningBids),
    db.select({ n: count() }).from(cases),
    db.select({ n: count() }).from(cities),
  ]);
  return { suppliers: s?.n ?? 0, bids: b?.n ?? 0, cases: c?.n ?? 0, cities: t?.n ?? 0 };
});

/**
 * The app page's codes: each holds an address of this site (the store listings and the mini
 * program's own code are not configured; their sections of this page stand in for them).
 */
export async function appCodes(): Promise<AppCode[]> {
  const origin = await requestOrigin();
  const entries = [
    { key: 'app', title: '云采汇 APP', caption: 'iPhone 与安卓手机扫码下载', url: `${origin}/jfh-mp.html#app` },
    { key: 'mini', title: '微信小程序', caption: '微信扫码，随时查中标、找商机', url: `${origin}/jfh-mp.html#mini` },
    { key: 'official', title: '官方公众号', caption: '关注公众号，接收商机推送', url: `${origin}/jfh-mp.html#official` },
    { key: 'mobile', title: '手机版网站', caption: '手机浏览器扫码访问', url: `${origin}/index.html` },
  ];
  return Promise.all(entries.map(async (e) => ({ ...e, qr: await qrDataUrl(e.url) })));
}
