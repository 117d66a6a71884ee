'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { cancelSignUp } from '@/lib/activities/api';

/** 取消报名 with a confirmation; the list is read again afterwards. */
export function CancelButton({ signUpId, title }: { signUpId: number; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function confirm() {
    setBusy(true);
    setError('');
    try {
      const answer = await cancelSignUp(signUpId);
      if (answer.code !== 0) return setError(answer.msg || '取消失败，请稍后重试');
      setOpen(false);
      router.refresh();
    } catch {
      setError('网络异常，请稍后重试');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="h-8 rounded-card border border-line-strong px-3 text-meta hover:border-price hover:text-price">
        取消报名
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="取消报名">
        <p className="text-ink-muted">确定取消“{title}”的报名吗？取消后名额将释放给其他用户。</p>
        {error && (
          <p role="alert" className="mt-2 text-price">
            {error}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-3">
          <button type="button" onClick={() => setOpen(false)} className="h-9 rounded-card border border-line-strong px-4 hover:text-primary-active">
            再想想
          </button>
          <button type="button" onClick={confirm} disabled={busy} className="h-9 rounded-card bg-price px-4 text-white disabled:opacity-60">
            确定取消
          </button>
        </div>
      </Dialog>
    </>
  );
}
