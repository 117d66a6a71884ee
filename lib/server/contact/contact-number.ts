import 'server-only';
import { ErrorCode } from '@/lib/api/envelope';
import { supplierOwnerKey } from '@/lib/contact/rules';
import type { PrivateNumber } from '@/lib/contact/types';
import { getUser } from '@/lib/server/accounts';
import { ApiError } from '@/lib/server/http/errors';
import { JOBS, PRIVATE_NUMBER_EXPIRE_JOB } from '@/lib/server/jobs/jobs';
import { appQueue } from '@/lib/server/jobs/queue';
import { log } from '@/lib/server/log';
import { supplierOwner } from './owners';
import { bindPrivateNumber, releasePrivateNumber } from './private-numbers';

/**
 * checkYXHContact: a private number between the buyer and the provider `supplierId` (001 §4, §7). The
 * provider must have a merchant account (a page shows the hotline for the others), and a merchant does
 * not call itself. The binding's expiry is queued for the moment it is due, so it ends on time whether
 * or not anyone asks again; the queue's minute sweep catches a job that was lost.
 */
export async function contactNumberFor(buyerUserId: number, supplierId: number, now = new Date()): Promise<PrivateNumber> {
  const [owner, buyer] = await Promise.all([supplierOwner(supplierId), getUser(buyerUserId)]);
  if (!owner) throw new ApiError(404, ErrorCode.notFound, '该商家暂未开通电话咨询，请联系平台客服');
  if (owner.userId === buyerUserId) throw new ApiError(400, ErrorCode.badRequest, '不能联系自己的店铺');
  const target = await getUser(owner.userId);
  if (!buyer || !target) throw new ApiError(404, ErrorCode.notFound, '该商家暂未开通电话咨询，请联系平台客服');
  const bound = await bindPrivateNumber({ buyerUserId, buyerPhone: buyer.mobile, ownerKey: supplierOwnerKey(supplierId), targetPhone: target.mobile }, now);
  try {
    const boss = await appQueue(JOBS);
    await boss.send(PRIVATE_NUMBER_EXPIRE_JOB, {}, { startAfter: new Date(bound.expiresAt), singletonKey: `${bound.mobile}:${bound.expiresAt}` });
  } catch (err) {
    log.warn('private_number.schedule_failed', { number: bound.mobile, error: err instanceof Error ? err.message : String(err) });
  }
  return { mobile: bound.mobile, expiresAt: bound.expiresAt };
}

/** relieveYXHContact: the pop-up closed; releasing a number the buyer does not hold changes nothing. */
export async function releaseContactNumber(buyerUserId: number, number: string): Promise<void> {
  await releasePrivateNumber(buyerUserId, number);
}
