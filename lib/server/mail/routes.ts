import 'server-only';
import { mailBounceCall, setMailAddressCall, setMailDigestHourCall, setSavedSearchMailCall, setSubscriptionMailCall } from '@/lib/mail/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';
import { requestAddress, setDigestHour } from './address';
import { assertBounceToken, reportBounces } from './bounces';
import { setSavedSearchMail, setSubscriptionMail } from './modes';

/** setMailAddress {email}: the caller's address, waiting for the link mailed to it. */
export const setMailAddressRoute = apiRoute(setMailAddressCall, async ({ email }, { req }) => {
  const session = await requireUser(req);
  return requestAddress(session.userId, email);
});

/** setMailDigestHour {hour}: the caller's digest hour. */
export const setMailDigestHourRoute = apiRoute(setMailDigestHourCall, async ({ hour }, { req }) => {
  const session = await requireUser(req);
  return setDigestHour(session.userId, hour);
});

/** setSubscriptionMail {channel, mode}: the mail of one of the current identity's own subscriptions. */
export const setSubscriptionMailRoute = apiRoute(setSubscriptionMailCall, async ({ channel, mode }, { req }) => {
  const session = await requireUser(req);
  return setSubscriptionMail({ userId: session.userId, buId: session.buId }, channel, mode);
});

/** setSavedSearchMail {id, mode}: the mail of one of the caller's own saved searches. */
export const setSavedSearchMailRoute = apiRoute(setSavedSearchMailCall, async ({ id, mode }, { req }) => {
  const session = await requireUser(req);
  return setSavedSearchMail(session.userId, id, mode);
});

/** mailBounce {events}: the provider's bounces and complaints, with MAIL_BOUNCE_TOKEN instead of a session. */
export const mailBounceRoute = apiRoute(mailBounceCall, async (input, { req }) => {
  assertBounceToken(req.headers.get('authorization'));
  return reportBounces(input);
});
