import { z } from 'zod';

// Contacting a merchant (001 §1-§9): what the side bar knows when it renders, and the answers of its
// calls (the schemas are their contracts, ./contracts.ts; the types come from them).

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
export const privateNumberSchema = z.object({
  mobile: z.string(),
  /** When the binding ends by itself unless a consultation keeps it (ISO time). */
  expiresAt: z.string(),
});
export type PrivateNumber = z.infer<typeof privateNumberSchema>;

/** A kept suggestion or complaint (submitFeedback). */
export const feedbackReceiptSchema = z.object({ id: z.number().int() });
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;

/** Where a message to an enterprise went (saveEntMess). */
export const entMessAnswerSchema = z.object({
  /** merchant: the supplier's own account has it; platform: the customer service passes it on. */
  deliveredTo: z.enum(['merchant', 'platform']),
});
export type EntMessAnswer = z.infer<typeof entMessAnswerSchema>;
