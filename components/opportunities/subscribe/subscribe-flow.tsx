'use client';

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { QueryProvider } from '@/components/query/query-provider';
import { loginUrl } from '@/lib/api/login-redirect';
import { checkEnterpriseOwner, fetchSessionUser, subscribeStatusQuery } from '@/lib/opportunities/api';
import type { SubscribeKind } from '@/lib/opportunities/selection';
import { SUB_PUSH_KIND_KEY, isSubscribed, preferredBidSource, withSubPush } from '@/lib/opportunities/subscribe-button';
import { SubscriptionDialog } from './subscription-dialog';
import { SubscribeToaster, notify } from './toaster';

// 001 §4 subscribe button: visitor → login with subPush; subscribed → toast; not the owner → toast;
// otherwise the dialog. Loaded when the button is first pressed (or a return from login asks for it).

const ALREADY_SUBSCRIBED = '您已订阅成功！如需修改，请到“站内信-商机推送-我的订阅管理”进行编辑！';
const ALREADY_SUBSCRIBED_MS = 5000; // 001 §9
const NOT_OWNER = '您不是该企业负责人，无法使用该功能！';
const NETWORK_FAILED = '网络异常，请稍后再试';

/** One press of the button; `auto` when the page opened with subPush after a login. */
export interface FlowRequest {
  id: number;
  auto: boolean;
}

interface SubscribeFlowProps {
  kind: SubscribeKind;
  request: FlowRequest;
  onBusy(busy: boolean): void;
  /** The channel now counts as subscribed (001 §4). */
  onSubscribed(): void;
}

export function SubscribeFlow(props: SubscribeFlowProps) {
  return (
    <QueryProvider>
      <FlowBody {...props} />
    </QueryProvider>
  );
}

interface Opening {
  jfId: number;
  bidSource: string;
}

function FlowBody({ kind, request, onBusy, onSubscribed }: SubscribeFlowProps) {
  const client = useQueryClient();
  const [opening, setOpening] = useState<Opening | null>(null);
  const handled = useRef(0);

  useEffect(() => {
    // Each press runs once (a development double effect would toast twice).
    if (handled.current === request.id) return;
    handled.current = request.id;
    onBusy(true);
    start(kind, request.auto, client, onSubscribed)
      .then(setOpening, (error: unknown) => {
        console.error('subscribe', error);
        notify(NETWORK_FAILED, 'error');
      })
      .finally(() => onBusy(false));
  }, [kind, request, client, onBusy, onSubscribed]);

  const close = async (saved: boolean) => {
    setOpening(null);
    if (!saved) return;
    // The government button counts only once both of its channels are in use: ask again.
    if (kind !== 'gov' || isSubscribed(await client.fetchQuery(subscribeStatusQuery()), kind)) onSubscribed();
  };

  return opening ? (
    <SubscriptionDialog key={request.id} kind={kind} jfId={opening.jfId} bidSource={opening.bidSource} open onClose={(saved) => void close(saved)} />
  ) : (
    <SubscribeToaster />
  );
}

/** The checks before the dialog; resolves to what it opens with, or null when it does not open. */
async function start(kind: SubscribeKind, auto: boolean, client: QueryClient, onSubscribed: () => void): Promise<Opening | null> {
  const user = await fetchSessionUser();
  if (!user) {
    // Back from the login page still logged out: no second trip.
    if (!auto) goToLogin(kind);
    return null;
  }
  const status = await client.fetchQuery(subscribeStatusQuery());
  if (isSubscribed(status, kind)) {
    notify(ALREADY_SUBSCRIBED, 'info', ALREADY_SUBSCRIBED_MS);
    onSubscribed();
    return null;
  }
  // 001 §8: a failed owner check counts as not the owner (and is logged).
  const owner = await checkEnterpriseOwner(user.jfid, user.buid).catch((error: unknown) => {
    console.error('checkEnterpriseOwner', error);
    return false;
  });
  if (!owner) {
    notify(NOT_OWNER, 'error');
    return null;
  }
  return { jfId: user.jfid, bidSource: preferredBidSource(status) };
}

function goToLogin(kind: SubscribeKind): void {
  sessionStorage.setItem(SUB_PUSH_KIND_KEY, kind);
  window.location.assign(loginUrl(withSubPush(window.location.href)));
}
