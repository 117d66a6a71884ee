'use client';

// The side bar's phone pop-up (001 §4): a merchant's temporary private number, formatted 3-4-rest, bound
// to this buyer and the provider; closing the pop-up releases it, and it expires by itself after five
// minutes without a consultation. Platform products (and providers without a merchant account) show
// the platform's hotline instead (001 §6).
import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { checkYXHContactCall, relieveYXHContactCall } from '@/lib/contact/contracts';
import { formatPrivateNumber } from '@/lib/contact/rules';
import type { ContactRoute, PrivateNumber } from '@/lib/contact/types';
import { telHref } from '@/lib/site/tel';

type State = { kind: 'loading' } | { kind: 'ready'; number: PrivateNumber } | { kind: 'failed'; msg: string };

interface Props {
  open: boolean;
  onClose: () => void;
  contact: ContactRoute;
  viewerId: number;
  hotline: string;
  hotlineHours: string;
}

/** relieveYXHContact's address: sent with fetch's keepalive (request() has none), so it goes out as the page is left. */
function relieveUrl(viewerId: number, mobile: string): string {
  return `${relieveYXHContactCall.call.path}?${new URLSearchParams({ jfid: String(viewerId), mobile, sysType: 'pc' })}`;
}

function MerchantNumber({ contact, viewerId, onNumber }: { contact: Extract<ContactRoute, { route: 'merchant' }>; viewerId: number; onNumber: (n: string | null) => void }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    request(
      checkYXHContactCall,
      { jfid: viewerId, idSecret: contact.ownerId, sysType: 'pc', fromType: '3', pageSource: window.location.pathname },
      { signal: controller.signal },
    ).then(
      (answer) => {
        if (answer.code === 0) {
          onNumber(answer.data.mobile);
          setState({ kind: 'ready', number: answer.data });
        } else setState({ kind: 'failed', msg: answer.msg });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'failed', msg: err instanceof ApiRequestError && err.envelope ? err.envelope.msg : '获取号码失败，请稍后再试' });
      },
    );
    return () => controller.abort();
  }, [contact.ownerId, viewerId, onNumber]);

  if (state.kind === 'loading') return <p className="mt-5 h-[76px] animate-pulse rounded-card bg-page" aria-label="正在获取号码" />;
  if (state.kind === 'failed')
    return (
      <p role="alert" className="mt-5 rounded-card bg-price-soft px-4 py-3 text-price">
        {state.msg}
      </p>
    );
  return (
    <div className="mt-5 rounded-card bg-primary-soft/60 px-4 py-4 text-center">
      <p className="text-meta text-ink-muted">请拨打以下隐私号码联系「{contact.providerName}」</p>
      <a href={telHref(state.number.mobile)} data-testid="private-number" className="mt-1 block text-[26px] font-semibold tracking-wide text-primary-active tabular-nums">
        {formatPrivateNumber(state.number.mobile)}
      </a>
      <p className="mt-2 text-meta leading-5 text-ink-muted">号码为临时隐私号，仅供本次咨询使用；5分钟内未发起咨询将自动失效，关闭弹窗后立即释放。</p>
    </div>
  );
}

/** Releases the number the pop-up holds; keepalive, so it still goes out when the page is being left. */
function releaseHeld(held: { current: string | null }, viewerId: number): void {
  const mobile = held.current;
  held.current = null;
  if (mobile) void fetch(relieveUrl(viewerId, mobile), { keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

export function PhoneContactDialog({ open, onClose, contact, viewerId, hotline, hotlineHours }: Props) {
  const held = useRef<string | null>(null);
  const onNumber = useCallback((mobile: string | null) => {
    held.current = mobile;
  }, []);
  useEffect(() => {
    const onLeave = () => releaseHeld(held, viewerId);
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, [viewerId]);
  const close = () => {
    releaseHeld(held, viewerId);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title="电话咨询">
      {contact.route === 'merchant' ? (
        <MerchantNumber contact={contact} viewerId={viewerId} onNumber={onNumber} />
      ) : (
        <div className="mt-5 rounded-card bg-primary-soft/60 px-4 py-4 text-center">
          <p className="text-meta text-ink-muted">
            {contact.reason === 'no-merchant' && contact.providerName ? `「${contact.providerName}」暂未开通电话咨询，` : ''}请拨打平台客服热线
          </p>
          <a href={telHref(hotline)} data-testid="platform-hotline" className="mt-1 block text-[26px] font-semibold tracking-wide text-primary-active tabular-nums">
            {hotline}
          </a>
          <p className="mt-2 text-meta text-ink-muted">服务时间：每日 {hotlineHours}</p>
        </div>
      )}
      <div className="mt-5 flex justify-end">
        <button type="button" onClick={close} data-testid="phone-close" className="h-9 rounded border border-line px-5 hover:border-primary hover:text-primary-active">
          关闭
        </button>
      </div>
    </Dialog>
  );
}
