// Contacting a merchant (001 §1-§9): what the side bar knows when it renders.

/**
 * Where the side bar's chat and phone go (001 §6): a product sold by the platform itself (type 1), or
 * a provider without a merchant account yet, goes to the platform's customer service; any other to
 * the provider's owner, named by the provider's id (`/common/userid/{ownerId}`, `idSecret`).
 */
export type ContactRoute =
  | { route: 'platform'; reason: 'platform-product' | 'no-merchant'; providerName: string | null }
  | { route: 'merchant'; ownerId: number; providerName: string };

/** What a page hands the side bar: the contact route, the viewer, and the server-made QR code. */
export interface SideBarData {
  contact: ContactRoute;
  /** The logged-in user's id (jfid), or null for a visitor (chat and phone then go to the login first). */
  viewerId: number | null;
  hotline: string;
  hotlineHours: string;
  /** The order-progress address the QR code holds, and the code itself as an SVG data URL. */
  orderProgressUrl: string;
  orderProgressQr: string;
}

/** A private number bound for a call (checkYXHContact). */
export interface PrivateNumber {
  mobile: string;
  /** When the binding ends by itself unless a consultation keeps it (ISO time). */
  expiresAt: string;
}
