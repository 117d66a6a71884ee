import 'server-only';
import { z } from 'zod';
import { ErrorCode } from '@/lib/api/envelope';
import { channelParamSchema, CHANNEL, GOV_CHANNELS, govSubscriptionSchema, manpowerSubscriptionSchema, softwareSubscriptionSchema, type Channel, type SubscriptionSettings } from '@/lib/opportunities/schemas';
import { cacheableEnvelope } from '@/lib/server/http/cacheable';
import { ApiError } from '@/lib/server/http/errors';
import { legacyRoute } from '@/lib/server/http/route';
import { requireUser, type CheckedSession } from '@/lib/server/session/auth';
import { subscriptionStateSchema } from '@/lib/user-center/schemas';
import { getSubscription, isEnterpriseOwner, saveSubscription, setSubscriptionState, subscriptionOptions, subscriptionStatus } from './subscriptions';

// The subscription calls of 001 §7. Who subscribes is always the session's identity: a
// jfId in the input is the spec's, checked against the session, never trusted in its place.

const jfIdField = z.object({ jfId: z.union([z.string().max(20), z.number()]).optional() });

function subscriberOf(session: CheckedSession, jfId: string | number | undefined) {
  if (jfId !== undefined && jfId !== '' && String(jfId) !== String(session.userId)) throw new ApiError(403, ErrorCode.forbidden, '无权操作他人的订阅');
  return { userId: session.userId, buId: session.buId };
}

/** checkEnterpriseOwner: whether the current identity heads its enterprise (data: boolean). */
export const ownerCheckRoute = legacyRoute({ source: 'query', input: jfIdField.extend({ buId: z.coerce.number().int().optional() }) }, async ({ jfId }, { req }) => {
  const session = await requireUser(req);
  return isEnterpriseOwner(subscriberOf(session, jfId));
});

/** getSubscribeStatus: the three buttons' state for the current identity. */
export const statusRoute = legacyRoute({ source: 'query', input: z.object({}) }, async (_, { req }) => {
  const session = await requireUser(req);
  return subscriptionStatus({ userId: session.userId, buId: session.buId });
});

/** querySubscriptionConfigInfo {channel, jfId}: the saved settings of a channel, or null. */
export const readRoute = legacyRoute({ source: 'json', input: channelParamSchema.extend(jfIdField.shape) }, async ({ channel, jfId }, { req }) => {
  const session = await requireUser(req);
  return getSubscription(subscriberOf(session, jfId), channel);
});

/** getSubscribeOptions?channel=: the dialog's option lists (reference data, cacheable). */
export const optionsRoute = legacyRoute({ source: 'query', input: channelParamSchema }, async ({ channel }) => cacheableEnvelope(await subscriptionOptions(channel)));

/** One save call per channel family: the body must be that family's (its own channel field says which). */
function saveRoute(schema: z.ZodType<SubscriptionSettings>, channels: readonly number[]) {
  return legacyRoute({ source: 'json', input: z.object({ jfId: jfIdField.shape.jfId, channel: z.number() }).loose(), bareMessages: true }, async (body, { req }) => {
    const session = await requireUser(req);
    const who = subscriberOf(session, body.jfId);
    if (!channels.includes(body.channel)) throw new ApiError(400, ErrorCode.badRequest, '订阅渠道不正确');
    // The channel's own schema strips jfId and anything else it does not know.
    return saveSubscription(who, schema.parse(body));
  });
}

export const saveGovRoute = saveRoute(govSubscriptionSchema, GOV_CHANNELS);
export const saveSoftwareRoute = saveRoute(softwareSubscriptionSchema, [CHANNEL.software]);
export const saveManpowerRoute = saveRoute(manpowerSubscriptionSchema, [CHANNEL.manpower]);

/** setSubscriptionState {channel, action}: 我的订阅管理's pause, resume and cancel, the owner's own. */
export const subscriptionStateRoute = legacyRoute({ source: 'json', input: subscriptionStateSchema }, async ({ channel, action }, { req }) => {
  const session = await requireUser(req);
  return setSubscriptionState({ userId: session.userId, buId: session.buId }, channel as Channel, action);
});
