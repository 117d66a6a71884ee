import 'server-only';
import { ORDER_PROGRESS_PATH } from '@/lib/contact/rules';
import type { SideBarData } from '@/lib/contact/types';
import { requestOrigin } from '@/lib/server/http/origin';
import { qrDataUrl as qrOf } from '@/lib/server/qr';
import { pageSession } from '@/lib/server/session/auth';
import { getSiteSettings } from '@/lib/server/site';
import { contactRouteFor } from './owners';

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
