import 'server-only';
import { eq } from 'drizzle-orm';
import { PLATFORM_OWNER_KEY, supplierOwnerKey } from '@/lib/contact/rules';
import type { ContactRoute } from '@/lib/contact/types';
import { getDb } from '@/lib/server/db/client';
import { contactOwners, suppliers } from '@/lib/server/db/schema';

export interface ContactOwner {
  ownerKey: string;
  userId: number;
  displayName: string;
}

/** Who answers for `ownerKey` (a supplier's merchant account, or the platform's customer service). */
export async function findOwner(ownerKey: string): Promise<ContactOwner | null> {
  const db = await getDb();
  const [row] = await db.select().from(contactOwners).where(eq(contactOwners.ownerKey, ownerKey)).limit(1);
  return row ?? null;
}

export const platformOwner = () => findOwner(PLATFORM_OWNER_KEY);

/** A supplier's merchant account, or null when the supplier has none on the portal (yet). */
export const supplierOwner = (supplierId: number) => findOwner(supplierOwnerKey(supplierId));

/**
 * Where a page's chat and phone go (001 §6): product type 1 (sold by the platform) to the platform's
 * customer service; otherwise to the provider's owner when the provider has a merchant account, and
 * to the platform's customer service (with the provider's name) when it has none.
 */
export async function contactRouteFor(target: { productType?: number | null; supplierId?: number | null }): Promise<ContactRoute> {
  if (target.productType === 1 || !target.supplierId) return { route: 'platform', reason: 'platform-product', providerName: null };
  const owner = await supplierOwner(target.supplierId);
  if (owner) return { route: 'merchant', ownerId: target.supplierId, providerName: owner.displayName };
  const db = await getDb();
  const [supplier] = await db.select({ name: suppliers.compName }).from(suppliers).where(eq(suppliers.id, target.supplierId)).limit(1);
  return { route: 'platform', reason: 'no-merchant', providerName: supplier?.name ?? null };
}
