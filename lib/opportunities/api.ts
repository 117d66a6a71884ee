import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { ApiRequestError } from '@/lib/api/errors';
import { request, type JsonCall } from '@/lib/api/request';
import type { SessionUser } from '@/lib/session/types';
import { CHANNEL, type Channel, type SubscriptionSettings } from './schemas';
import type { SavedSubscription, SubscriptionOptions, SubscriptionStatus } from './types';

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
    return dataOf(await request<SessionUser>('getUserInfo', {}, { noJump: true }));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const subscribeStatusQuery = () =>
  queryOptions({
    queryKey: ['getSubscribeStatus'] as const,
    queryFn: ({ signal }) => call(() => request<SubscriptionStatus>('getSubscribeStatus', undefined, { noJump: true, signal })),
    // The button asks at each press: a save in another tab or the inbox changes it.
    staleTime: 0,
  });

export function checkEnterpriseOwner(jfId: number, buId: number): Promise<boolean> {
  return call(() => request<boolean>('checkEnterpriseOwner', { jfId, buId }, { noJump: true }));
}

export const savedSubscriptionQuery = (channel: Channel, jfId: number) =>
  queryOptions({
    queryKey: ['querySubscriptionConfigInfo', channel, jfId] as const,
    queryFn: () => call(() => request<SavedSubscription | null>('querySubscriptionConfigInfo', { channel, jfId })),
    staleTime: 0,
  });

export const subscribeOptionsQuery = (channel: Channel) =>
  queryOptions({
    queryKey: ['getSubscribeOptions', channel] as const,
    queryFn: ({ signal }) => call(() => request<SubscriptionOptions>('getSubscribeOptions', { channel }, { signal })),
    // Option lists change with a release, not during a visit.
    staleTime: 60 * 60_000,
  });

export const useSavedSubscription = (channel: Channel, jfId: number | null) =>
  useQuery({ ...savedSubscriptionQuery(channel, jfId ?? 0), enabled: jfId !== null });

const SAVE_CALL: Record<Channel, JsonCall> = {
  [CHANNEL.software]: 'saveEnterprisePurchaseInfo',
  [CHANNEL.manpower]: 'saveOutsourcingHumanResourcesInfo',
  [CHANNEL.govThirdParty]: 'saveGovBusinessByJointForce',
  [CHANNEL.govAgency]: 'saveGovBusinessByJointForce',
};

/** Saves a channel's settings with the call of its channel. */
export function saveSubscription(settings: SubscriptionSettings): Promise<SavedSubscription> {
  return call(() => request<SavedSubscription>(SAVE_CALL[settings.channel], settings));
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
