import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import type { AdminExpert, SaveExpertInput } from '@/lib/experts/admin';
import { findOrCreateUser } from '@/lib/server/accounts';
import { getDb } from '@/lib/server/db/client';
import { expertProfiles, users } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { audit, type Actor } from '@/lib/server/operators';

// The console's expert profiles (docs/features.md, Operator console): the experts of the consult dialog
// (001 §3). Every change is audited in its own transaction with the profile before and after.

const adminColumns = {
  id: expertProfiles.id,
  userId: expertProfiles.userId,
  mobile: users.mobile,
  expertName: expertProfiles.expertName,
  honor: expertProfiles.honor,
  expertLabel: expertProfiles.expertLabel,
  description: expertProfiles.description,
  bigLogoUrl: expertProfiles.bigLogoUrl,
  immediate: expertProfiles.immediate,
  sort: expertProfiles.sort,
};

/** Every expert in the dialog's order, with their account's phone. */
export async function listExpertsForAdmin(): Promise<AdminExpert[]> {
  const db = await getDb();
  return db.select(adminColumns).from(expertProfiles).innerJoin(users, eq(users.id, expertProfiles.userId)).orderBy(asc(expertProfiles.sort), asc(expertProfiles.id));
}

async function expertById(id: number): Promise<AdminExpert | null> {
  const db = await getDb();
  const [row] = await db.select(adminColumns).from(expertProfiles).innerJoin(users, eq(users.id, expertProfiles.userId)).where(eq(expertProfiles.id, id));
  return row ?? null;
}

/**
 * Creates an expert for the phone's account (made if the phone never logged in, as a role grant does)
 * or edits one. One account is one expert: a phone that already is one is refused (409).
 */
export async function saveExpert(actor: Actor, input: SaveExpertInput): Promise<AdminExpert> {
  const fields = {
    expertName: input.expertName,
    honor: input.honor,
    expertLabel: input.expertLabel,
    description: input.description,
    bigLogoUrl: input.bigLogoUrl || null,
    immediate: input.immediate,
    sort: input.sort,
  };
  const userId = input.mode === 'create' ? (await findOrCreateUser(input.mobile)).user.id : null;
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    if (input.mode === 'edit') {
      const [before] = await tx.select().from(expertProfiles).where(eq(expertProfiles.id, input.id)).for('update');
      if (!before) throw notFound('专家不存在');
      await tx.update(expertProfiles).set(fields).where(eq(expertProfiles.id, input.id));
      const was = { expertName: before.expertName, honor: before.honor, expertLabel: before.expertLabel, description: before.description, bigLogoUrl: before.bigLogoUrl, immediate: before.immediate, sort: before.sort };
      await audit(tx, actor, { action: 'expert.update', recordType: 'expert', recordId: input.id, before: was, after: fields });
      return input.id;
    }
    const [created] = await tx.insert(expertProfiles).values({ userId: userId!, ...fields }).onConflictDoNothing().returning({ id: expertProfiles.id });
    if (!created) throw new ApiError(409, ErrorCode.conflict, '该手机号已是专家，请在列表中编辑');
    await tx.update(users).set({ expert: true }).where(eq(users.id, userId!));
    await audit(tx, actor, { action: 'expert.create', recordType: 'expert', recordId: created.id, before: null, after: { mobile: input.mobile, ...fields } });
    return created.id;
  });
  return (await expertById(id))!;
}

/** Lets the expert take immediate consultations, or stops it; whether it is on now. */
export async function setExpertImmediate(actor: Actor, id: number, immediate: boolean): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ immediate: expertProfiles.immediate }).from(expertProfiles).where(eq(expertProfiles.id, id)).for('update');
    if (!before) throw notFound('专家不存在');
    if (before.immediate !== immediate) {
      await tx.update(expertProfiles).set({ immediate }).where(eq(expertProfiles.id, id));
      await audit(tx, actor, { action: immediate ? 'expert.enable' : 'expert.disable', recordType: 'expert', recordId: id, before, after: { immediate } });
    }
    return immediate;
  });
}
