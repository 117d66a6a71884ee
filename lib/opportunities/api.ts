import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getUserInfoCall } from '@/lib/accounts/contracts';
import type { Envelope } from '@/lib/api/envelope';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import type { SessionUser } from '@/lib/session/types';
import { CHANNEL, type Channel, type SubscriptionSettings } from './schemas';
import { checkEnterpriseOwnerCall, getSubscribeOptionsCall, getSubscribeStatusCall, querySubscriptionConfigInfoCall, saveEnterprisePurchaseInfoCall, saveGovBusinessByJointForceCall, saveOutsourcingHumanResourcesInfoCall } from './contracts';
import type { SavedSubscription } from './types';

// The subscription calls (001 §7): who is asking, the buttons' state, the owner check, the
// saved settings, the option lists and the saves. Every answer is the envelope; a code other than 0
// rejects with its msg, so callers show one message whatever the layer that refused.

/** A refusal the caller may show: the server's msg with its code. */
export class SubscribeError extends Error {
  override readonly name = 'SubscribeError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

function dataOf<T>(answer: Envelope<T>): T {
  if (answer.code !== 0) throw new SubscribeError(answer.code, answer.msg);
  return answer.data;
}

/** An HTTP refusal with an envelope (403 not the owner, 400 a bad body) as a SubscribeError. */
async function call<T>(send: () => Promise<Envelope<T>>): Promise<T> {
  try {
    return dataOf(await send());
  } catch (error) {
    if (error instanceof ApiRequestError && error.envelope) throw new SubscribeError(error.envelope.code, error.envelope.msg);
    throw error;
  }
}

/**
 * The logged-in user, or null for a visitor. The button decides with it, so an expired login does not
 * leave for the login page on its own (noJump): the button goes there itself, with the subPush flag.
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    return dataOf(await request(getUserInfoCall, {}, { noJump: true }));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const subscribeStatusQuery = () =>
  queryOptions({
    queryKey: ['getSubscribeStatus'] as const,
    queryFn: ({ signal }) => call(() => request(getSubscribeStatusCall, {}, { noJump: true, signal })),
    // The button asks at each press: a save in another tab or the inbox changes it.
    staleTime: 0,
  });

export function checkEnterpriseOwner(jfId: number, buId: number): Promise<boolean> {
  return call(() => request(checkEnterpriseOwnerCall, { jfId, buId }, { noJump: true }));
}

export const savedSubscriptionQuery = (channel: Channel, jfId: number) =>
  queryOptions({
    queryKey: ['querySubscriptionConfigInfo', channel, jfId] as const,
    queryFn: () => call(() => request(querySubscriptionConfigInfoCall, { channel, jfId })),
    staleTime: 0,
  });

export const subscribeOptionsQuery = (channel: Channel) =>
  queryOptions({
    queryKey: ['getSubscribeOptions', channel] as const,
    queryFn: ({ signal }) => call(() => request(getSubscribeOptionsCall, { channel }, { signal })),
    // Option lists change with a release, not during a visit.
    staleTime: 60 * 60_000,
  });

export const useSavedSubscription = (channel: Channel, jfId: number | null) =>
  useQuery({ ...savedSubscriptionQuery(channel, jfId ?? 0), enabled: jfId !== null });

/** Saves a channel's settings with the call of its channel. */
export function saveSubscription(settings: SubscriptionSettings): Promise<SavedSubscription> {
  switch (settings.channel) {
    case CHANNEL.software:
      return call(() => request(saveEnterprisePurchaseInfoCall, settings));
    case CHANNEL.manpower:
      return call(() => request(saveOutsourcingHumanResourcesInfoCall, settings));
    default:
      return call(() => request(saveGovBusinessByJointForceCall, settings));
  }
}

/** The save, which refreshes what the buttons and the dialog read of that channel. */
export function useSaveSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSubscription,
    onSuccess: (saved) => {
      client.setQueriesData({ queryKey: ['querySubscriptionConfigInfo', saved.channel] }, saved);
      void client.invalidateQueries({ queryKey: subscribeStatusQuery().queryKey });
    },
  });
}
