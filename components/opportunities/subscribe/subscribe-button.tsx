'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import type { SubscribeKind } from '@/lib/opportunities/selection';
import { SUB_PUSH_KIND_KEY, withoutSubPush } from '@/lib/opportunities/subscribe-button';
import type { FlowRequest } from './subscribe-flow';

// The flow (React Query, ky, the dialog and its slider) is a chunk of its own, fetched when a pointer
// comes near the button or it is pressed: the list pages that carry the button stay light.
const SubscribeFlow = dynamic(() => import('./subscribe-flow').then((m) => m.SubscribeFlow));
const preload = () => void import('./subscribe-flow');

// A page may carry several buttons; the flag of a return from the login page is answered by one.
let subPushTaken = false;

function takeSubPush(kind: SubscribeKind): boolean {
  const clean = withoutSubPush(window.location.href);
  if (!clean || subPushTaken) return false;
  const pressed = sessionStorage.getItem(SUB_PUSH_KIND_KEY);
  if (pressed && pressed !== kind) return false;
  subPushTaken = true;
  sessionStorage.removeItem(SUB_PUSH_KIND_KEY);
  window.history.replaceState(null, '', clean);
  return true;
}

const BellIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="icon size-4">
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </svg>
);

const buttonClass =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-card bg-primary-active px-4 font-medium text-white hover:bg-primary aria-busy:cursor-wait aria-busy:opacity-80';

/** 001 §4: the subscribe button of a channel (government tenders, software or manpower outsourcing). */
export function SubscribeButton({ channel, className = buttonClass }: { channel: SubscribeKind; className?: string }) {
  const [request, setRequest] = useState<FlowRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const start = useCallback((auto: boolean) => setRequest((r) => ({ id: (r?.id ?? 0) + 1, auto })), []);
  const markSubscribed = useCallback(() => setSubscribed(true), []);

  // Back from the login page with subPush=1: run the flow once its chunk is here, and take the flag
  // off the address.
  useEffect(() => {
    if (takeSubPush(channel)) void import('./subscribe-flow').then(() => start(true));
  }, [channel, start]);

  return (
    <>
      <button
        type="button"
        data-testid={`subscribe-${channel}`}
        aria-busy={busy}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => !busy && start(false)}
        className={className}
      >
        <BellIcon />
        {subscribed ? '已订阅' : '订阅商机'}
      </button>
      {request && <SubscribeFlow kind={channel} request={request} onBusy={setBusy} onSubscribed={markSubscribed} />}
    </>
  );
}
