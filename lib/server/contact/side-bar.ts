import 'server-only';
import QRCode from 'qrcode';
import { ORDER_PROGRESS_PATH } from '@/lib/contact/rules';
import type { SideBarData } from '@/lib/contact/types';
import { requestOrigin } from '@/lib/server/http/origin';
import { pageSession } from '@/lib/server/session/auth';
import { getSiteSettings } from '@/lib/server/site';
import { contactRouteFor } from './owners';

/** QR codes already drawn, per address: an address has one picture, and pages ask for few addresses. */
const qrCache = new Map<string, Promise<string>>();

/** The order-progress address as a QR code (001 §1: order progress through a scan-code link), an SVG data URL. */
function qrOf(url: string): Promise<string> {
  let svg = qrCache.get(url);
  if (!svg) {
    svg = QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2329', light: '#ffffff' } }).then(
      (text) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`,
    );
    if (qrCache.size > 200) qrCache.clear();
    qrCache.set(url, svg);
  }
  return svg;
}

/**
 * Everything the merchant side bar needs on a page: where chat and phone go, who is looking, the
 * hotline, and the order-progress QR code. A page calls it with what it knows of its product:
 * `await sideBarFor({ supplierId })`, or `{ productType: 1 }` for what the platform sells itself.
 */
export async function sideBarFor(target: { productType?: number | null; supplierId?: number | null }): Promise<SideBarData> {
  const [contact, session, origin] = await Promise.all([contactRouteFor(target), pageSession(), requestOrigin()]);
  const site = getSiteSettings();
  const orderProgressUrl = `${origin}${ORDER_PROGRESS_PATH}`;
  return {
    contact,
    viewerId: session?.userId ?? null,
    hotline: site.hotline,
    hotlineHours: site.hotlineHours,
    orderProgressUrl,
    orderProgressQr: await qrOf(orderProgressUrl),
  };
}
