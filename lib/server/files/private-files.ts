import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { chatConversations, chatMessages, identities, unitActivations } from '@/lib/server/db/schema';

// Referenced files that are private by nature (docs/file-storage.md "Who reads a file"): for each, who
// besides its uploader reads it. Every other referenced file is read by anyone holding its link.
// Operators read a unit's proof through the console's activationProof call (reviewers only) or
// scripts/review-activation.ts, never through the file link.

type Reader = (refId: string, viewerUserId: number) => Promise<boolean>;

/** A unit's proof (002 §3-§5): the members of the unit its approval activated (none before approval). */
const unitMember: Reader = async (refId, viewerUserId) => {
  const applyId = Number(refId);
  if (!Number.isSafeInteger(applyId)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ userId: identities.userId })
    .from(unitActivations)
    .innerJoin(identities, eq(identities.buId, unitActivations.unitId))
    .where(and(eq(unitActivations.id, applyId), eq(identities.userId, viewerUserId)))
    .limit(1);
  return Boolean(row);
};

/** A chat picture or file (001 §8-§9): the two parties of the conversation it was sent in. */
const chatParty =
  (ownerUserId: number): Reader =>
  async (refId, viewerUserId) => {
    const db = await getDb();
    const [row] = await db
      .select({ id: chatConversations.id })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(
        and(
          eq(chatMessages.senderUserId, ownerUserId),
          eq(chatMessages.clientId, refId),
          or(eq(chatConversations.buyerUserId, viewerUserId), eq(chatConversations.agentUserId, viewerUserId)),
        ),
      )
      .limit(1);
    return Boolean(row);
  };

const PRIVATE_READERS: Record<string, (ownerUserId: number) => Reader> = {
  unit_activation: () => unitMember,
  chat_message: chatParty,
};

/** Whether files referenced from `refTable` are private by nature. */
export const isPrivateRef = (refTable: string | null): boolean => refTable !== null && Object.hasOwn(PRIVATE_READERS, refTable);

/** Whether `viewerUserId` (not the uploader) reads a private file referenced as `refTable`/`refId`. */
export async function readsPrivateFile(file: { ownerUserId: number; refTable: string; refId: string | null }, viewerUserId: number | null): Promise<boolean> {
  if (viewerUserId === null || file.refId === null) return false;
  return PRIVATE_READERS[file.refTable]!(file.ownerUserId)(file.refId, viewerUserId);
}
