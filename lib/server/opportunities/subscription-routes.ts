import 'server-only';
import { ErrorCode } from '@/lib/api/envelope';
import {
  checkEnterpriseOwnerCall,
  getSubscribeOptionsCall,
  getSubscribeStatusCall,
  querySubscriptionConfigInfoCall,
  saveEnterprisePurchaseInfoCall,
  saveGovBusinessByJointForceCall,
  saveOutsourcingHumanResourcesInfoCall,
  setSubscriptionStateCall,
} from '@/lib/opportunities/contracts';
import { ApiError } from '@/lib/server/http/errors';
import { apiRoute, cacheableAnswer } from '@/lib/server/http/route';
import { requireUser, type CheckedSession } from '@/lib/server/session/auth';
import { getSubscription, isEnterpriseOwner, saveSubscription, setSubscriptionState, subscriptionOptions, subscriptionStatus } from './subscriptions';

// The subscription calls of 001 §7. Who subscribes is always the session's identity: a
// jfId in the input is the spec's, checked against the session, never trusted in its place.

function subscriberOf(session: CheckedSession, jfId: string | number | undefined) {
  if (jfId !== undefined && jfId !== '' && String(jfId) !== String(session.userId)) throw new ApiError(403, ErrorCode.forbidden, '无权操作他人的订阅');
  return { userId: session.userId, buId: session.buId };
}

/** checkEnterpriseOwner: whether the current identity heads its enterprise (data: boolean). */
export const ownerCheckRoute = apiRoute(checkEnterpriseOwnerCall, async ({ jfId }, { req }) => {
  const session = await requireUser(req);
  return isEnterpriseOwner(subscriberOf(session, jfId));
});

/** getSubscribeStatus: the three buttons' state for the current identity. */
export const statusRoute = apiRoute(getSubscribeStatusCall, async (_, { req }) => {
  const session = await requireUser(req);
  return subscriptionStatus({ userId: session.userId, buId: session.buId });
});

/** querySubscriptionConfigInfo {channel, jfId}: the saved settings of a channel, or null. */
export const readRoute = apiRoute(querySubscriptionConfigInfoCall, async ({ channel, jfId }, { req }) => {
  const session = await requireUser(req);
  return getSubscription(subscriberOf(session, jfId), channel);
});

/** getSubscribeOptions?channel=: the dialog's option lists (reference data, cacheable). */
export const optionsRoute = apiRoute(getSubscribeOptionsCall, async ({ channel }) => cacheableAnswer(getSubscribeOptionsCall, await subscriptionOptions(channel)));

// One save call per channel family: its contract takes that family's settings only (the body's own
// channel says which), with the form's messages as they are (bareMessages). jfId is not stored.

export const saveGovRoute = apiRoute(
  saveGovBusinessByJointForceCall,
  async ({ jfId, ...settings }, { req }) => saveSubscription(subscriberOf(await requireUser(req), jfId), settings),
  { bareMessages: true },
);

export const saveSoftwareRoute = apiRoute(
  saveEnterprisePurchaseInfoCall,
  async ({ jfId, ...settings }, { req }) => saveSubscription(subscriberOf(await requireUser(req), jfId), settings),
  { bareMessages: true },
);

export const saveManpowerRoute = apiRoute(
  saveOutsourcingHumanResourcesInfoCall,
  async ({ jfId, ...settings }, { req }) => saveSubscription(subscriberOf(await requireUser(req), jfId), settings),
  { bareMessages: true },
);

/** setSubscriptionState {channel, action}: 我的订阅管理's pause, resume and cancel, the owner's own. */
export const subscriptionStateRoute = apiRoute(setSubscriptionStateCall, async ({ channel, action }, { req }) => {
  const session = await requireUser(req);
  return setSubscriptionState({ userId: session.userId, buId: session.buId }, channel, action);
});
