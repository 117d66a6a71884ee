'use client';

// 我的订阅管理's 暂停推送 / 恢复推送 and 取消订阅 of one channel; the page is rendered again afterwards.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { setSubscriptionState } from '@/lib/user-center/api';

const btn = 'h-8 rounded-card border px-3 text-meta disabled:opacity-60';

export function SubscriptionStateButtons({ channel, inUse }: { channel: number; inUse: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(action: 'pause' | 'resume' | 'cancel') {
    if (action === 'cancel' && !window.confirm('取消后将不再推送该类商机，确定取消订阅吗？')) return;
    setBusy(true);
    setError(null);
    try {
      await setSubscriptionState({ channel, action });
      router.refresh();
    } catch (err) {
      setError(err instanceof Error ? err.message : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button
        type="button"
        disabled={busy}
        data-testid={`${inUse ? 'pause' : 'resume'}-subscription-${channel}`}
        onClick={() => void run(inUse ? 'pause' : 'resume')}
        className={`${btn} border-line-strong text-ink-muted hover:border-primary hover:text-primary-active`}
      >
        {inUse ? '暂停推送' : '恢复推送'}
      </button>
      <button type="button" disabled={busy} data-testid={`cancel-subscription-${channel}`} onClick={() => void run('cancel')} className={`${btn} border-line-strong text-ink-muted hover:border-price hover:text-price`}>
        取消订阅
      </button>
      {error && (
        <span role="alert" className="text-meta text-price">
          {error}
        </span>
      )}
    </>
  );
}
